#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
int main(int argc, char **argv) {
    int w = atoi(argv[1]), h = atoi(argv[2]);
    struct jpeg_compress_struct c; struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e); jpeg_create_compress(&c);
    FILE *f = fopen(argv[3], "wb"); jpeg_stdio_dest(&c, f);
    c.image_width = w; c.image_height = h; c.input_components = 3; c.in_color_space = JCS_RGB;
    jpeg_set_defaults(&c); jpeg_set_quality(&c, 100, TRUE);
    c.comp_info[0].h_samp_factor = 1; c.comp_info[0].v_samp_factor = 1;
    jpeg_start_compress(&c, TRUE);
    unsigned char *row = malloc(w * 3);
    for (int y = 0; y < h; y++) { for (int x = 0; x < w; x++) { int red = x < w / 2; row[x*3] = red ? 255 : 0; row[x*3+1] = 0; row[x*3+2] = red ? 0 : 255; }
        jpeg_write_scanlines(&c, &row, 1); }
    jpeg_finish_compress(&c); fclose(f); return 0;
}
