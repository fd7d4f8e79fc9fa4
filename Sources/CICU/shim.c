// ICU behind CICU.h: each function casts our opaque handles and integer codes to ICU's types and
// calls the ICU function, whose versioned name the macros in ICU's headers supply here.
#include "CICU.h"

#include <pthread.h>
#include <stdlib.h>
#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

// The header's constants restate ICU's; a new ICU that changed one fails to compile here.
_Static_assert(GLOSSA_U_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "ICU error code");
_Static_assert(GLOSSA_U_MEMORY_ALLOCATION_ERROR == U_MEMORY_ALLOCATION_ERROR, "ICU error code");
_Static_assert(GLOSSA_U_INDEX_OUTOFBOUNDS_ERROR == U_INDEX_OUTOFBOUNDS_ERROR, "ICU error code");
_Static_assert(GLOSSA_U_INTERNAL_PROGRAM_ERROR == U_INTERNAL_PROGRAM_ERROR, "ICU error code");
_Static_assert(GLOSSA_U_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "ICU error code");
_Static_assert(GLOSSA_UBRK_CHARACTER == UBRK_CHARACTER && GLOSSA_UBRK_WORD == UBRK_WORD && GLOSSA_UBRK_LINE == UBRK_LINE,
               "ICU break iterator type");
_Static_assert(GLOSSA_UBRK_DONE == UBRK_DONE && GLOSSA_UBRK_LINE_HARD == UBRK_LINE_HARD &&
               GLOSSA_UBRK_LINE_HARD_LIMIT == UBRK_LINE_HARD_LIMIT, "ICU break rule status");
_Static_assert(sizeof(UChar) == sizeof(uint16_t) && sizeof(UErrorCode) == sizeof(int32_t), "ICU type sizes");

#define STATUS(s) ((UErrorCode *)(s))

// MARK: Errors

const char *glossa_u_errorName(int32_t code) { return u_errorName((UErrorCode)code); }

// MARK: Bidi

GlossaBidi *glossa_ubidi_openSized(int32_t maxLength, int32_t maxRunCount, int32_t *status) {
    return (GlossaBidi *)ubidi_openSized(maxLength, maxRunCount, STATUS(status));
}
void glossa_ubidi_close(GlossaBidi *bidi) { ubidi_close((UBiDi *)bidi); }
void glossa_ubidi_setPara(GlossaBidi *bidi, const uint16_t *text, int32_t length, uint8_t paraLevel, int32_t *status) {
    ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, paraLevel, NULL, STATUS(status));
}
uint8_t glossa_ubidi_getParaLevel(const GlossaBidi *bidi) { return ubidi_getParaLevel((const UBiDi *)bidi); }
const uint8_t *glossa_ubidi_getLevels(GlossaBidi *bidi, int32_t *status) {
    return ubidi_getLevels((UBiDi *)bidi, STATUS(status));
}
int32_t glossa_ubidi_getParagraph(const GlossaBidi *bidi, int32_t index, uint8_t *level, int32_t *status) {
    return ubidi_getParagraph((const UBiDi *)bidi, index, NULL, NULL, level, STATUS(status));
}
void glossa_ubidi_reorderVisual(const uint8_t *levels, int32_t length, int32_t *indexMap) {
    ubidi_reorderVisual(levels, length, indexMap);
}
int32_t glossa_u_charDirection(int32_t c) { return (int32_t)u_charDirection(c); }

int glossa_isLineEndResettable(int32_t bidiClass) {
    switch ((UCharDirection)bidiClass) {
    case U_WHITE_SPACE_NEUTRAL: case U_SEGMENT_SEPARATOR: case U_BLOCK_SEPARATOR: case U_BOUNDARY_NEUTRAL:
    case U_LEFT_TO_RIGHT_EMBEDDING: case U_RIGHT_TO_LEFT_EMBEDDING: case U_LEFT_TO_RIGHT_OVERRIDE:
    case U_RIGHT_TO_LEFT_OVERRIDE: case U_POP_DIRECTIONAL_FORMAT: case U_LEFT_TO_RIGHT_ISOLATE:
    case U_RIGHT_TO_LEFT_ISOLATE: case U_FIRST_STRONG_ISOLATE: case U_POP_DIRECTIONAL_ISOLATE:
        return 1;
    default:
        return 0;
    }
}

// MARK: Break iteration

GlossaBreakIterator *glossa_ubrk_open(int32_t type, const char *locale, const uint16_t *text, int32_t length,
                                      int32_t *status) {
    return (GlossaBreakIterator *)ubrk_open((UBreakIteratorType)type, locale, (const UChar *)text, length,
                                            STATUS(status));
}
void glossa_ubrk_close(GlossaBreakIterator *iterator) { ubrk_close((UBreakIterator *)iterator); }
void glossa_ubrk_setText(GlossaBreakIterator *iterator, const uint16_t *text, int32_t length, int32_t *status) {
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, STATUS(status));
}
int32_t glossa_ubrk_first(GlossaBreakIterator *iterator) { return ubrk_first((UBreakIterator *)iterator); }
int32_t glossa_ubrk_next(GlossaBreakIterator *iterator) { return ubrk_next((UBreakIterator *)iterator); }
int32_t glossa_ubrk_getRuleStatus(GlossaBreakIterator *iterator) {
    return ubrk_getRuleStatus((UBreakIterator *)iterator);
}

// MARK: Plural rules

GlossaPluralRules *glossa_uplrules_open(const char *locale, int32_t *status) {
    return (GlossaPluralRules *)uplrules_open(locale, STATUS(status));
}
void glossa_uplrules_close(GlossaPluralRules *rules) { uplrules_close((UPluralRules *)rules); }
int32_t glossa_uplrules_select(const GlossaPluralRules *rules, double number, uint16_t *keyword, int32_t capacity,
                               int32_t *status) {
    return uplrules_select((const UPluralRules *)rules, number, (UChar *)keyword, capacity, STATUS(status));
}
int32_t glossa_uplrules_selectFormatted(const GlossaPluralRules *rules, const GlossaFormattedNumber *number,
                                        uint16_t *keyword, int32_t capacity, int32_t *status) {
    return uplrules_selectFormatted((const UPluralRules *)rules, (const UFormattedNumber *)number, (UChar *)keyword,
                                    capacity, STATUS(status));
}

// MARK: Number formatting

GlossaNumberFormatter *glossa_unumf_openForSkeletonAndLocale(const uint16_t *skeleton, int32_t length,
                                                             const char *locale, int32_t *status) {
    return (GlossaNumberFormatter *)unumf_openForSkeletonAndLocale((const UChar *)skeleton, length, locale,
                                                                   STATUS(status));
}
void glossa_unumf_close(GlossaNumberFormatter *formatter) { unumf_close((UNumberFormatter *)formatter); }
GlossaFormattedNumber *glossa_unumf_openResult(int32_t *status) {
    return (GlossaFormattedNumber *)unumf_openResult(STATUS(status));
}
void glossa_unumf_closeResult(GlossaFormattedNumber *result) { unumf_closeResult((UFormattedNumber *)result); }
void glossa_unumf_formatInt(const GlossaNumberFormatter *formatter, int64_t value, GlossaFormattedNumber *result,
                            int32_t *status) {
    unumf_formatInt((const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, STATUS(status));
}
void glossa_unumf_formatDouble(const GlossaNumberFormatter *formatter, double value, GlossaFormattedNumber *result,
                               int32_t *status) {
    unumf_formatDouble((const UNumberFormatter *)formatter, value, (UFormattedNumber *)result, STATUS(status));
}
int32_t glossa_unumf_resultToString(const GlossaFormattedNumber *result, uint16_t *buffer, int32_t capacity,
                                    int32_t *status) {
    return unumf_resultToString((const UFormattedNumber *)result, (UChar *)buffer, capacity, STATUS(status));
}

// MARK: Locking

GlossaMutex *glossa_mutex_create(void) {
    pthread_mutex_t *mutex = (pthread_mutex_t *)malloc(sizeof(pthread_mutex_t));
    if (mutex) pthread_mutex_init(mutex, NULL);
    return (GlossaMutex *)mutex;
}
void glossa_mutex_destroy(GlossaMutex *mutex) {
    pthread_mutex_destroy((pthread_mutex_t *)mutex);
    free(mutex);
}
void glossa_mutex_lock(GlossaMutex *mutex) { pthread_mutex_lock((pthread_mutex_t *)mutex); }
void glossa_mutex_unlock(GlossaMutex *mutex) { pthread_mutex_unlock((pthread_mutex_t *)mutex); }

// MARK: Locales

const char *const *glossa_uloc_getISOLanguages(void) { return uloc_getISOLanguages(); }
int glossa_uloc_isRightToLeft(const char *locale) { return uloc_isRightToLeft(locale) ? 1 : 0; }
int32_t glossa_uloc_forLanguageTag(const char *tag, char *locale, int32_t capacity, int32_t *parsed, int32_t *status) {
    return uloc_forLanguageTag(tag, locale, capacity, parsed, STATUS(status));
}
int32_t glossa_uloc_toLanguageTag(const char *locale, char *tag, int32_t capacity, int strict, int32_t *status) {
    return uloc_toLanguageTag(locale, tag, capacity, strict ? 1 : 0, STATUS(status));
}
int32_t glossa_uloc_canonicalize(const char *locale, char *name, int32_t capacity, int32_t *status) {
    return uloc_canonicalize(locale, name, capacity, STATUS(status));
}
int32_t glossa_uloc_getLanguage(const char *locale, char *language, int32_t capacity, int32_t *status) {
    return uloc_getLanguage(locale, language, capacity, STATUS(status));
}
int32_t glossa_uloc_getScript(const char *locale, char *script, int32_t capacity, int32_t *status) {
    return uloc_getScript(locale, script, capacity, STATUS(status));
}
int32_t glossa_uloc_addLikelySubtags(const char *locale, char *maximized, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(locale, maximized, capacity, STATUS(status));
}

// MARK: Case mapping

int32_t glossa_u_strToUpper(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length, const char *locale,
                            int32_t *status) {
    return u_strToUpper((UChar *)dest, capacity, (const UChar *)src, length, locale, STATUS(status));
}
int32_t glossa_u_strToLower(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length, const char *locale,
                            int32_t *status) {
    return u_strToLower((UChar *)dest, capacity, (const UChar *)src, length, locale, STATUS(status));
}

// MARK: Scripts

_Static_assert(sizeof(UScriptCode) == sizeof(int32_t), "ICU script code size");

int32_t glossa_uscript_getScriptExtensions(int32_t c, int32_t *scripts, int32_t capacity, int32_t *status) {
    return uscript_getScriptExtensions((UChar32)c, (UScriptCode *)scripts, capacity, STATUS(status));
}
int32_t glossa_uscript_getScript(int32_t c, int32_t *status) { return uscript_getScript((UChar32)c, STATUS(status)); }
const char *glossa_uscript_getShortName(int32_t script) { return uscript_getShortName((UScriptCode)script); }
int32_t glossa_uloc_getDisplayName(const char *locale, const char *inLocale, uint16_t *result, int32_t capacity, int32_t *status) {
    return uloc_getDisplayName(locale, inLocale, (UChar *)result, capacity, STATUS(status));
}
