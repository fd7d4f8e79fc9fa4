// The slice of ICU's C API that GlossaICU uses, behind functions with names and types of our own.
//
// ICU renames every function with a version suffix through function-like macros
// (ubidi_open -> ubidi_open_72), which Swift cannot call; shim.c is compiled by clang, where the
// macros expand, so the module builds against any ICU version. This header includes no ICU header
// and names no ICU type: handles are opaque structs, error codes int32_t, UTF-16 units uint16_t.
// That keeps system ICU out of every Swift module that imports this one, where it would clash with
// Foundation's private copy of ICU ("different definitions" errors).
#ifndef GLOSSA_CICU_H
#define GLOSSA_CICU_H

#include <stdint.h>

typedef struct GlossaBidi GlossaBidi;
typedef struct GlossaBreakIterator GlossaBreakIterator;
typedef struct GlossaPluralRules GlossaPluralRules;
typedef struct GlossaNumberFormatter GlossaNumberFormatter;
typedef struct GlossaFormattedNumber GlossaFormattedNumber;
typedef struct GlossaMutex GlossaMutex;

// MARK: Errors (ICU's UErrorCode values: > 0 failure, < 0 warning)

enum {
    GLOSSA_U_ZERO_ERROR = 0,
    GLOSSA_U_ILLEGAL_ARGUMENT_ERROR = 1,
    GLOSSA_U_MEMORY_ALLOCATION_ERROR = 7,
    GLOSSA_U_INDEX_OUTOFBOUNDS_ERROR = 8,
    GLOSSA_U_INTERNAL_PROGRAM_ERROR = 5,
    GLOSSA_U_BUFFER_OVERFLOW_ERROR = 15,
};

const char *glossa_u_errorName(int32_t code);

// MARK: Bidi (UAX #9)

GlossaBidi *glossa_ubidi_openSized(int32_t maxLength, int32_t maxRunCount, int32_t *status);
void glossa_ubidi_close(GlossaBidi *bidi);
void glossa_ubidi_setPara(GlossaBidi *bidi, const uint16_t *text, int32_t length, uint8_t paraLevel, int32_t *status);
uint8_t glossa_ubidi_getParaLevel(const GlossaBidi *bidi);
const uint8_t *glossa_ubidi_getLevels(GlossaBidi *bidi, int32_t *status);
int32_t glossa_ubidi_getParagraph(const GlossaBidi *bidi, int32_t index, uint8_t *level, int32_t *status);
void glossa_ubidi_reorderVisual(const uint8_t *levels, int32_t length, int32_t *indexMap);
/// The Bidi_Class of a code point, as UCharDirection's integer value.
int32_t glossa_u_charDirection(int32_t c);
/// Bidi classes that rule L1 resets at the end of a line: whitespace, separators, isolate
/// controls, and the boundary neutrals and embedding controls that rule X9 removed.
int glossa_isLineEndResettable(int32_t bidiClass);

// MARK: Break iteration (UAX #14, UAX #29)

enum {
    GLOSSA_UBRK_CHARACTER = 0,
    GLOSSA_UBRK_WORD = 1,
    GLOSSA_UBRK_LINE = 2,
    GLOSSA_UBRK_DONE = -1,
    GLOSSA_UBRK_LINE_HARD = 100,
    GLOSSA_UBRK_LINE_HARD_LIMIT = 200,
};

GlossaBreakIterator *glossa_ubrk_open(int32_t type, const char *locale, const uint16_t *text, int32_t length,
                                      int32_t *status);
void glossa_ubrk_close(GlossaBreakIterator *iterator);
void glossa_ubrk_setText(GlossaBreakIterator *iterator, const uint16_t *text, int32_t length, int32_t *status);
int32_t glossa_ubrk_first(GlossaBreakIterator *iterator);
int32_t glossa_ubrk_next(GlossaBreakIterator *iterator);
int32_t glossa_ubrk_getRuleStatus(GlossaBreakIterator *iterator);

// MARK: Plural rules

GlossaPluralRules *glossa_uplrules_open(const char *locale, int32_t *status);
void glossa_uplrules_close(GlossaPluralRules *rules);
int32_t glossa_uplrules_select(const GlossaPluralRules *rules, double number, uint16_t *keyword, int32_t capacity,
                               int32_t *status);
int32_t glossa_uplrules_selectFormatted(const GlossaPluralRules *rules, const GlossaFormattedNumber *number,
                                        uint16_t *keyword, int32_t capacity, int32_t *status);

// MARK: Number formatting

GlossaNumberFormatter *glossa_unumf_openForSkeletonAndLocale(const uint16_t *skeleton, int32_t length,
                                                             const char *locale, int32_t *status);
void glossa_unumf_close(GlossaNumberFormatter *formatter);
GlossaFormattedNumber *glossa_unumf_openResult(int32_t *status);
void glossa_unumf_closeResult(GlossaFormattedNumber *result);
void glossa_unumf_formatInt(const GlossaNumberFormatter *formatter, int64_t value, GlossaFormattedNumber *result,
                            int32_t *status);
void glossa_unumf_formatDouble(const GlossaNumberFormatter *formatter, double value, GlossaFormattedNumber *result,
                               int32_t *status);
int32_t glossa_unumf_resultToString(const GlossaFormattedNumber *result, uint16_t *buffer, int32_t capacity,
                                    int32_t *status);

// MARK: Locking

/// A heap-allocated mutex for the classes that share one ICU handle across threads.
GlossaMutex *glossa_mutex_create(void);
void glossa_mutex_destroy(GlossaMutex *mutex);
void glossa_mutex_lock(GlossaMutex *mutex);
void glossa_mutex_unlock(GlossaMutex *mutex);

// MARK: Locales

const char *const *glossa_uloc_getISOLanguages(void);
int glossa_uloc_isRightToLeft(const char *locale);
int32_t glossa_uloc_forLanguageTag(const char *tag, char *locale, int32_t capacity, int32_t *parsed, int32_t *status);
int32_t glossa_uloc_toLanguageTag(const char *locale, char *tag, int32_t capacity, int strict, int32_t *status);
int32_t glossa_uloc_canonicalize(const char *locale, char *name, int32_t capacity, int32_t *status);
int32_t glossa_uloc_getLanguage(const char *locale, char *language, int32_t capacity, int32_t *status);
int32_t glossa_uloc_getScript(const char *locale, char *script, int32_t capacity, int32_t *status);
int32_t glossa_uloc_getDisplayName(const char *locale, const char *inLocale, uint16_t *result, int32_t capacity, int32_t *status);
int32_t glossa_uloc_addLikelySubtags(const char *locale, char *maximized, int32_t capacity, int32_t *status);

// MARK: Scripts (UAX #24)

/// The Script_Extensions of a code point as ICU script codes; returns the count (more than `capacity`
/// with a buffer-overflow status when the buffer is short). A character without extensions gives its Script.
int32_t glossa_uscript_getScriptExtensions(int32_t c, int32_t *scripts, int32_t capacity, int32_t *status);
/// The Script property of a code point as an ICU script code.
int32_t glossa_uscript_getScript(int32_t c, int32_t *status);
/// The ISO 15924 code ("Arab") of an ICU script code; NULL for an unknown code.
const char *glossa_uscript_getShortName(int32_t script);

// MARK: Case mapping

int32_t glossa_u_strToUpper(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length, const char *locale,
                            int32_t *status);
int32_t glossa_u_strToLower(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length, const char *locale,
                            int32_t *status);

// MARK: Formatted values (dates, relative dates, lists, currencies, time zones; shim_values.c)

/// Date and time styles, as ICU's UDateFormatStyle values.
enum {
    GLOSSA_UDAT_FULL = 0,
    GLOSSA_UDAT_LONG = 1,
    GLOSSA_UDAT_MEDIUM = 2,
    GLOSSA_UDAT_SHORT = 3,
    GLOSSA_UDAT_NONE = -1,
};

/// Units of a relative date, as ICU's UDateRelativeDateTimeFormatterUnit values.
enum {
    GLOSSA_REL_YEAR = 0,
    GLOSSA_REL_QUARTER = 1,
    GLOSSA_REL_MONTH = 2,
    GLOSSA_REL_WEEK = 3,
    GLOSSA_REL_DAY = 4,
    GLOSSA_REL_HOUR = 5,
    GLOSSA_REL_MINUTE = 6,
    GLOSSA_REL_SECOND = 7,
};

/// Formats `millis` (since 1970 UTC) in the time zone `zone` with the locale's calendar and digits:
/// with a skeleton ("yMMMEd", through the pattern generator) when `skeletonLength` > 0, else with styles.
int32_t glossa_format_date(const char *locale, const uint16_t *zone, int32_t zoneLength, int32_t dateStyle,
                           int32_t timeStyle, const uint16_t *skeleton, int32_t skeletonLength, double millis,
                           uint16_t *output, int32_t capacity, int32_t *status);
/// "yesterday", "in 3 hours": a relative date in words where the locale has them, long style.
int32_t glossa_format_relative(const char *locale, double offset, int32_t unit, uint16_t *output, int32_t capacity,
                               int32_t *status);
/// "Ana, Bo and Chen" (`isOr` 0) or "Ana, Bo or Chen" (`isOr` 1), wide.
int32_t glossa_format_list(const char *locale, int isOr, const uint16_t *const *items, const int32_t *lengths,
                           int32_t count, uint16_t *output, int32_t capacity, int32_t *status);
/// Milliseconds since 1970 UTC of a wall-clock time in `zone` (proleptic Gregorian fields; month 1–12).
double glossa_zone_millis(const uint16_t *zone, int32_t zoneLength, int32_t year, int32_t month, int32_t day,
                          int32_t hour, int32_t minute, int32_t second, int32_t *status);
/// 1 when `zone` is a time zone id ICU knows (IANA names and their aliases), else 0.
int glossa_zone_isKnown(const uint16_t *zone, int32_t zoneLength);
/// 1 when `code` is an ISO 4217 currency code ICU knows (current or historic), else 0.
int glossa_currency_isKnown(const char *code);
/// The locale's plural categories as bits: zero 1, one 2, two 4, few 8, many 16, other 32.
int32_t glossa_uplrules_categoryMask(const GlossaPluralRules *rules, int32_t *status);

#endif
