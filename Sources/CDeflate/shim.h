#include <libdeflate.h>
#include <zlib.h>

/* A zlib stream of `source` at a level and strategy, in one call (deflateInit2 is a macro Swift cannot
   call). Returns the bytes written to `destination`, or 0 when it does not fit or zlib fails. */
static inline size_t glossa_zlib_compress(unsigned char *destination, size_t capacity, const unsigned char *source,
                                          size_t length, int level, int strategy) {
    z_stream stream = {0};
    if (deflateInit2(&stream, level, Z_DEFLATED, 15, 8, strategy) != Z_OK) return 0;
    stream.next_in = (unsigned char *)source;
    stream.avail_in = (uInt)length;
    stream.next_out = destination;
    stream.avail_out = (uInt)capacity;
    int status = deflate(&stream, Z_FINISH);
    size_t written = stream.total_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? written : 0;
}

static inline size_t glossa_zlib_bound(size_t length) { return compressBound((uLong)length); }

/* Large blocks mapped for each use (see LargeBlocks in GlossaRender): glibc's mallopt, elsewhere nothing. */
#if defined(__GLIBC__)
#include <malloc.h>
static inline void glossa_map_large_blocks(int threshold) { mallopt(M_MMAP_THRESHOLD, threshold); }
#else
static inline void glossa_map_large_blocks(int threshold) { (void)threshold; }
#endif
