#include <png.h>

/* Function-like and compound macros are not imported into Swift; these name the values we use. */
static inline unsigned int glossa_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline unsigned int glossa_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline int glossa_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
