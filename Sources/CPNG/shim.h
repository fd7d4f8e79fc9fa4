#include <png.h>

/* Function-like and compound macros are not imported into Swift; these name the values we use. */
static inline unsigned int glossa_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline unsigned int glossa_png_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline unsigned int glossa_png_format_gray(void) { return PNG_FORMAT_GRAY; }
static inline unsigned int glossa_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int glossa_png_image_flag_fast(void) { return PNG_IMAGE_FLAG_FAST; }
static inline int glossa_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
/* Upper bound on the encoded size of `image` (its format, width and height set): one buffer, one pass. */
static inline size_t glossa_png_image_png_size_max(const png_image *image) { return PNG_IMAGE_PNG_SIZE_MAX(*image); }
