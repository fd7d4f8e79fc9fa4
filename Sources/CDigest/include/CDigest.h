#ifndef GLOSSA_CDIGEST_H
#define GLOSSA_CDIGEST_H

#include <stddef.h>
#include <stdint.h>

/* SHA-256 (FIPS 180-4): the digest of cache fingerprints and file contents. In C so that even a debug build
   hashes a font or an executable at hundreds of megabytes a second. */
typedef struct {
    uint32_t state[8];
    uint64_t length;
    uint8_t pending[64];
    size_t pendingCount;
} glossa_sha256;

void glossa_sha256_init(glossa_sha256 *hash);
void glossa_sha256_update(glossa_sha256 *hash, const void *bytes, size_t count);
void glossa_sha256_finish(glossa_sha256 *hash, uint8_t digest[32]);

#endif
