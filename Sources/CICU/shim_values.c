// Formatted values through ICU: dates (udat, udatpg, ucal), relative dates (ureldatefmt), lists
// (ulistfmt), currency and time zone look-ups, plural categories. Each call opens and closes its own
// ICU objects, so nothing here is shared between threads; GlossaICU caches the strings.
#include "CICU.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/ulistformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ureldatefmt.h>

_Static_assert(GLOSSA_UDAT_FULL == UDAT_FULL && GLOSSA_UDAT_LONG == UDAT_LONG && GLOSSA_UDAT_MEDIUM == UDAT_MEDIUM &&
               GLOSSA_UDAT_SHORT == UDAT_SHORT && GLOSSA_UDAT_NONE == UDAT_NONE, "ICU date style");
_Static_assert(GLOSSA_REL_YEAR == UDAT_REL_UNIT_YEAR && GLOSSA_REL_QUARTER == UDAT_REL_UNIT_QUARTER &&
               GLOSSA_REL_MONTH == UDAT_REL_UNIT_MONTH && GLOSSA_REL_WEEK == UDAT_REL_UNIT_WEEK &&
               GLOSSA_REL_DAY == UDAT_REL_UNIT_DAY && GLOSSA_REL_HOUR == UDAT_REL_UNIT_HOUR &&
               GLOSSA_REL_MINUTE == UDAT_REL_UNIT_MINUTE && GLOSSA_REL_SECOND == UDAT_REL_UNIT_SECOND,
               "ICU relative date unit");

#define STATUS(s) ((UErrorCode *)(s))
enum { PATTERN_CAPACITY = 128 };

/// The pattern the generator picks for a skeleton in this locale (its calendar's own, e.g. Buddhist).
static int32_t best_pattern(const char *locale, const uint16_t *skeleton, int32_t length, UChar *pattern,
                            UErrorCode *status) {
    UDateTimePatternGenerator *generator = udatpg_open(locale, status);
    if (U_FAILURE(*status)) return 0;
    int32_t size = udatpg_getBestPattern(generator, (const UChar *)skeleton, length, pattern, PATTERN_CAPACITY, status);
    udatpg_close(generator);
    return size;
}

int32_t glossa_format_date(const char *locale, const uint16_t *zone, int32_t zoneLength, int32_t dateStyle,
                           int32_t timeStyle, const uint16_t *skeleton, int32_t skeletonLength, double millis,
                           uint16_t *output, int32_t capacity, int32_t *status) {
    UChar pattern[PATTERN_CAPACITY];
    UDateFormat *format;
    if (skeletonLength > 0) {
        int32_t length = best_pattern(locale, skeleton, skeletonLength, pattern, STATUS(status));
        if (U_FAILURE(*STATUS(status))) return 0;
        format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, (const UChar *)zone, zoneLength, pattern, length,
                           STATUS(status));
    } else {
        format = udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale, (const UChar *)zone,
                           zoneLength, NULL, 0, STATUS(status));
    }
    if (U_FAILURE(*STATUS(status))) return 0;
    int32_t size = udat_format(format, millis, (UChar *)output, capacity, NULL, STATUS(status));
    udat_close(format);
    return size;
}

int32_t glossa_format_relative(const char *locale, double offset, int32_t unit, uint16_t *output, int32_t capacity,
                               int32_t *status) {
    URelativeDateTimeFormatter *format = ureldatefmt_open(locale, NULL, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_NONE,
                                                          STATUS(status));
    if (U_FAILURE(*STATUS(status))) return 0;
    int32_t size = ureldatefmt_format(format, offset, (URelativeDateTimeUnit)unit, (UChar *)output, capacity,
                                      STATUS(status));
    ureldatefmt_close(format);
    return size;
}

int32_t glossa_format_list(const char *locale, int isOr, const uint16_t *const *items, const int32_t *lengths,
                           int32_t count, uint16_t *output, int32_t capacity, int32_t *status) {
    UListFormatter *format = ulistfmt_openForType(locale, isOr ? ULISTFMT_TYPE_OR : ULISTFMT_TYPE_AND,
                                                  ULISTFMT_WIDTH_WIDE, STATUS(status));
    if (U_FAILURE(*STATUS(status))) return 0;
    int32_t size = ulistfmt_format(format, (const UChar *const *)items, lengths, count, (UChar *)output, capacity,
                                   STATUS(status));
    ulistfmt_close(format);
    return size;
}

double glossa_zone_millis(const uint16_t *zone, int32_t zoneLength, int32_t year, int32_t month, int32_t day,
                          int32_t hour, int32_t minute, int32_t second, int32_t *status) {
    UCalendar *calendar = ucal_open((const UChar *)zone, zoneLength, "en_US@calendar=gregorian", UCAL_GREGORIAN,
                                    STATUS(status));
    if (U_FAILURE(*STATUS(status))) return 0;
    // Proleptic Gregorian all the way back, so a year before 1582 is not read as Julian.
    ucal_setGregorianChange(calendar, -8.64e15, STATUS(status));
    ucal_clear(calendar);
    ucal_setDateTime(calendar, year, month - 1, day, hour, minute, second, STATUS(status));
    double millis = ucal_getMillis(calendar, STATUS(status));
    ucal_close(calendar);
    return millis;
}

int glossa_zone_isKnown(const uint16_t *zone, int32_t zoneLength) {
    UChar canonical[64];
    UBool isSystem = 0;
    UErrorCode status = U_ZERO_ERROR;
    ucal_getCanonicalTimeZoneID((const UChar *)zone, zoneLength, canonical, 64, &isSystem, &status);
    return U_SUCCESS(status) && isSystem ? 1 : 0;
}

int glossa_currency_isKnown(const char *code) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_ALL, &status);
    if (U_FAILURE(status)) return 0;
    int found = 0;
    const char *next;
    while (!found && (next = uenum_next(codes, NULL, &status)) != NULL && U_SUCCESS(status)) {
        found = strcmp(next, code) == 0;
    }
    uenum_close(codes);
    return found;
}

int32_t glossa_uplrules_categoryMask(const GlossaPluralRules *rules, int32_t *status) {
    static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, STATUS(status));
    if (U_FAILURE(*STATUS(status))) return 0;
    int32_t mask = 0;
    const char *next;
    while ((next = uenum_next(keywords, NULL, STATUS(status))) != NULL && U_SUCCESS(*STATUS(status))) {
        for (int i = 0; i < 6; i++) {
            if (strcmp(next, names[i]) == 0) mask |= 1 << i;
        }
    }
    uenum_close(keywords);
    return mask;
}
