// The slice of ICU's C API that GlossaICU uses, behind wrappers with names of our own.
//
// ICU renames every function with a version suffix through function-like macros
// (ubidi_open -> ubidi_open_72), which Swift cannot call. Each `glossa_` wrapper below is
// compiled by clang, where the macros expand, so the module builds against any ICU version.
#ifndef GLOSSA_CICU_SHIM_H
#define GLOSSA_CICU_SHIM_H

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

// MARK: Errors

static inline const char *glossa_u_errorName(UErrorCode code) { return u_errorName(code); }

// MARK: Bidi (UAX #9)

static inline UBiDi *glossa_ubidi_openSized(int32_t maxLength, int32_t maxRunCount, UErrorCode *status) {
    return ubidi_openSized(maxLength, maxRunCount, status);
}
static inline void glossa_ubidi_close(UBiDi *bidi) { ubidi_close(bidi); }
static inline void glossa_ubidi_setPara(UBiDi *bidi, const UChar *text, int32_t length, UBiDiLevel paraLevel,
                                        UErrorCode *status) {
    ubidi_setPara(bidi, text, length, paraLevel, NULL, status);
}
static inline UBiDiLevel glossa_ubidi_getParaLevel(const UBiDi *bidi) { return ubidi_getParaLevel(bidi); }
static inline const UBiDiLevel *glossa_ubidi_getLevels(UBiDi *bidi, UErrorCode *status) {
    return ubidi_getLevels(bidi, status);
}
static inline int32_t glossa_ubidi_getParagraph(const UBiDi *bidi, int32_t index, UBiDiLevel *level,
                                                UErrorCode *status) {
    return ubidi_getParagraph(bidi, index, NULL, NULL, level, status);
}
static inline void glossa_ubidi_reorderVisual(const UBiDiLevel *levels, int32_t length, int32_t *indexMap) {
    ubidi_reorderVisual(levels, length, indexMap);
}
/// The Bidi_Class of a code point, as UCharDirection's integer value.
static inline int32_t glossa_u_charDirection(UChar32 c) { return (int32_t)u_charDirection(c); }

/// Bidi classes that rule L1 resets at the end of a line: whitespace, separators, isolate
/// controls, and the boundary neutrals and embedding controls that rule X9 removed.
static inline int glossa_isLineEndResettable(int32_t bidiClass) {
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

// MARK: Break iteration (UAX #14, UAX #29)

enum {
    GLOSSA_UBRK_CHARACTER = UBRK_CHARACTER,
    GLOSSA_UBRK_WORD = UBRK_WORD,
    GLOSSA_UBRK_LINE = UBRK_LINE,
    GLOSSA_UBRK_DONE = UBRK_DONE,
    GLOSSA_UBRK_LINE_HARD = UBRK_LINE_HARD,
    GLOSSA_UBRK_LINE_HARD_LIMIT = UBRK_LINE_HARD_LIMIT,
};

static inline UBreakIterator *glossa_ubrk_open(int32_t type, const char *locale, const UChar *text, int32_t length,
                                               UErrorCode *status) {
    return ubrk_open((UBreakIteratorType)type, locale, text, length, status);
}
static inline void glossa_ubrk_close(UBreakIterator *iterator) { ubrk_close(iterator); }
static inline int32_t glossa_ubrk_first(UBreakIterator *iterator) { return ubrk_first(iterator); }
static inline int32_t glossa_ubrk_next(UBreakIterator *iterator) { return ubrk_next(iterator); }
static inline int32_t glossa_ubrk_getRuleStatus(UBreakIterator *iterator) { return ubrk_getRuleStatus(iterator); }

// MARK: Plural rules

static inline UPluralRules *glossa_uplrules_open(const char *locale, UErrorCode *status) {
    return uplrules_open(locale, status);
}
static inline void glossa_uplrules_close(UPluralRules *rules) { uplrules_close(rules); }
static inline int32_t glossa_uplrules_select(const UPluralRules *rules, double number, UChar *keyword,
                                             int32_t capacity, UErrorCode *status) {
    return uplrules_select(rules, number, keyword, capacity, status);
}
static inline int32_t glossa_uplrules_selectFormatted(const UPluralRules *rules, const UFormattedNumber *number,
                                                      UChar *keyword, int32_t capacity, UErrorCode *status) {
    return uplrules_selectFormatted(rules, number, keyword, capacity, status);
}

// MARK: Number formatting

static inline UNumberFormatter *glossa_unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t length,
                                                                      const char *locale, UErrorCode *status) {
    return unumf_openForSkeletonAndLocale(skeleton, length, locale, status);
}
static inline void glossa_unumf_close(UNumberFormatter *formatter) { unumf_close(formatter); }
static inline UFormattedNumber *glossa_unumf_openResult(UErrorCode *status) { return unumf_openResult(status); }
static inline void glossa_unumf_closeResult(UFormattedNumber *result) { unumf_closeResult(result); }
static inline void glossa_unumf_formatInt(const UNumberFormatter *formatter, int64_t value, UFormattedNumber *result,
                                          UErrorCode *status) {
    unumf_formatInt(formatter, value, result, status);
}
static inline void glossa_unumf_formatDouble(const UNumberFormatter *formatter, double value,
                                             UFormattedNumber *result, UErrorCode *status) {
    unumf_formatDouble(formatter, value, result, status);
}
static inline int32_t glossa_unumf_resultToString(const UFormattedNumber *result, UChar *buffer, int32_t capacity,
                                                  UErrorCode *status) {
    return unumf_resultToString(result, buffer, capacity, status);
}

// MARK: Locking

/// A heap-allocated mutex for the classes that share one ICU handle across threads.
static inline pthread_mutex_t *glossa_mutex_create(void) {
    pthread_mutex_t *mutex = (pthread_mutex_t *)malloc(sizeof(pthread_mutex_t));
    if (mutex) pthread_mutex_init(mutex, NULL);
    return mutex;
}
static inline void glossa_mutex_destroy(pthread_mutex_t *mutex) {
    pthread_mutex_destroy(mutex);
    free(mutex);
}
static inline void glossa_mutex_lock(pthread_mutex_t *mutex) { pthread_mutex_lock(mutex); }
static inline void glossa_mutex_unlock(pthread_mutex_t *mutex) { pthread_mutex_unlock(mutex); }

// MARK: Locales

static inline const char *const *glossa_uloc_getISOLanguages(void) { return uloc_getISOLanguages(); }
static inline UBool glossa_uloc_isRightToLeft(const char *locale) { return uloc_isRightToLeft(locale); }
static inline int32_t glossa_uloc_forLanguageTag(const char *tag, char *locale, int32_t capacity, int32_t *parsed,
                                                 UErrorCode *status) {
    return uloc_forLanguageTag(tag, locale, capacity, parsed, status);
}
static inline int32_t glossa_uloc_toLanguageTag(const char *locale, char *tag, int32_t capacity, UBool strict,
                                                UErrorCode *status) {
    return uloc_toLanguageTag(locale, tag, capacity, strict, status);
}
static inline int32_t glossa_uloc_canonicalize(const char *locale, char *name, int32_t capacity, UErrorCode *status) {
    return uloc_canonicalize(locale, name, capacity, status);
}
static inline int32_t glossa_uloc_getLanguage(const char *locale, char *language, int32_t capacity,
                                              UErrorCode *status) {
    return uloc_getLanguage(locale, language, capacity, status);
}
static inline int32_t glossa_uloc_getScript(const char *locale, char *script, int32_t capacity, UErrorCode *status) {
    return uloc_getScript(locale, script, capacity, status);
}
static inline int32_t glossa_uloc_addLikelySubtags(const char *locale, char *maximized, int32_t capacity,
                                                   UErrorCode *status) {
    return uloc_addLikelySubtags(locale, maximized, capacity, status);
}

// MARK: Case mapping

static inline int32_t glossa_u_strToUpper(UChar *dest, int32_t capacity, const UChar *src, int32_t length,
                                          const char *locale, UErrorCode *status) {
    return u_strToUpper(dest, capacity, src, length, locale, status);
}
static inline int32_t glossa_u_strToLower(UChar *dest, int32_t capacity, const UChar *src, int32_t length,
                                          const char *locale, UErrorCode *status) {
    return u_strToLower(dest, capacity, src, length, locale, status);
}

#endif
