/* libjpeg-turbo, decode only. libjpeg reports errors by calling error_exit, which must not return: these
 * functions catch it with setjmp/longjmp inside C (Swift cannot), so only C frames are ever unwound, and
 * hand back 0 with libjpeg's message instead. */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} glossa_jpeg_error;

static void glossa_jpeg_error_exit(j_common_ptr info) {
    glossa_jpeg_error *error = (glossa_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void glossa_jpeg_silent(j_common_ptr info, int level) { (void)info; (void)level; }

/* The image's size in pixels from its header, without decoding pixels; 0 with `message` set on failure. */
static inline int glossa_jpeg_size(const unsigned char *data, unsigned long size, unsigned int *width,
                                   unsigned int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    glossa_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = glossa_jpeg_error_exit;
    error.manager.emit_message = glossa_jpeg_silent;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 1;
}

/* Decodes to 8-bit RGBA rows of `width` × 4 bytes into `pixels` (width × height × 4 bytes, the size
 * glossa_jpeg_size gave); 0 with `message` set on failure. */
static inline int glossa_jpeg_decode_rgba(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                          unsigned int width, unsigned int height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    glossa_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = glossa_jpeg_error_exit;
    error.manager.emit_message = glossa_jpeg_silent;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width != width || info.image_height != height) {
        snprintf(message, message_size, "the image's size changed between reads");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}
