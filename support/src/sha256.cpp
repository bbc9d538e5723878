// SHA-256 (FIPS 180-4), written here so goldens need no crypto library. A parity run hashes every
// agreed IR text (about 88 MB over all flavors); where the CPU has the SHA extensions (x86 SHA-NI)
// the blocks go through them: the same digest in a fraction of the time.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#define PK_SHA256_X86 1
#endif

#include "paritykit/support/sha256.h"

namespace paritykit::support {
namespace {

constexpr std::array<uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

void compress(std::array<uint32_t, 8>& h, const unsigned char* block) {
  uint32_t w[64];
  for (int i = 0; i < 16; ++i)
    w[i] = uint32_t(block[4 * i]) << 24 | uint32_t(block[4 * i + 1]) << 16 | uint32_t(block[4 * i + 2]) << 8 |
           uint32_t(block[4 * i + 3]);
  for (int i = 16; i < 64; ++i) {
    uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
    uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
  for (int i = 0; i < 64; ++i) {
    uint32_t t1 = k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kRound[i] + w[i];
    uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    k = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += k;
}

/// The portable compression of `blocks` 64-byte blocks.
void compress_portable(std::array<uint32_t, 8>& h, const unsigned char* data, size_t blocks) {
  for (size_t i = 0; i < blocks; ++i) compress(h, data + 64 * i);
}

#ifdef PK_SHA256_X86
/// Whether the CPU has SHA-NI and the SSE levels its code uses (CPUID leaf 7 EBX bit 29; leaf 1
/// ECX bits 9 and 19, SSSE3 and SSE4.1).
bool cpu_has_sha_ni() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 9)) || !(c & (1u << 19))) return false;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
  return (b & (1u << 29)) != 0;
}

/// The compression of `blocks` 64-byte blocks of each of K messages with SHA-NI, the K messages'
/// rounds interleaved: a round waits for the one before it, and the other messages' rounds fill
/// that wait (three messages take about half the time of one after the other; a fourth gains
/// nothing, the registers run out). The state
/// is kept as the instructions want it (ABEF, CDGH), four rounds per message vector, the schedule
/// by sha256msg1/msg2.
template <int K>
__attribute__((target("sha,sse4.1,ssse3"))) void compress_sha_ni_k(std::array<uint32_t, 8>* const* h,
                                                                     const unsigned char* const* data, size_t blocks) {
  const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  __m128i abef[K], cdgh[K];
  for (int k = 0; k < K; ++k) {
    const __m128i cdab = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&(*h[k])[0])), 0xB1);
    const __m128i efgh = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&(*h[k])[4])), 0x1B);
    abef[k] = _mm_alignr_epi8(cdab, efgh, 8);
    cdgh[k] = _mm_blend_epi16(efgh, cdab, 0xF0);
  }
  for (size_t n = 0; n < blocks; ++n) {
    __m128i abef_in[K], cdgh_in[K];
    __m128i w[K][4];  // per message: words 4i..4i+3 of the last four groups, w[k][i % 4] the newest
    for (int k = 0; k < K; ++k) abef_in[k] = abef[k], cdgh_in[k] = cdgh[k];
#pragma clang loop unroll(full)
    for (int i = 0; i < 16; ++i) {
#pragma clang loop unroll(full)
      for (int k = 0; k < K; ++k) {
        if (i < 4) {
          w[k][i] = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(data[k] + 64 * n) + i), byte_swap);
        } else {
          const __m128i sum = _mm_add_epi32(_mm_sha256msg1_epu32(w[k][i % 4], w[k][(i + 1) % 4]),
                                            _mm_alignr_epi8(w[k][(i + 3) % 4], w[k][(i + 2) % 4], 4));
          w[k][i % 4] = _mm_sha256msg2_epu32(sum, w[k][(i + 3) % 4]);
        }
        __m128i msg =
            _mm_add_epi32(w[k][i % 4], _mm_loadu_si128(reinterpret_cast<const __m128i*>(&kRound[4 * i])));
        cdgh[k] = _mm_sha256rnds2_epu32(cdgh[k], abef[k], msg);
        msg = _mm_shuffle_epi32(msg, 0x0E);
        abef[k] = _mm_sha256rnds2_epu32(abef[k], cdgh[k], msg);
      }
    }
    for (int k = 0; k < K; ++k) {
      abef[k] = _mm_add_epi32(abef[k], abef_in[k]);
      cdgh[k] = _mm_add_epi32(cdgh[k], cdgh_in[k]);
    }
  }
  for (int k = 0; k < K; ++k) {
    const __m128i feba = _mm_shuffle_epi32(abef[k], 0x1B);
    const __m128i dchg = _mm_shuffle_epi32(cdgh[k], 0xB1);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&(*h[k])[0]), _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&(*h[k])[4]), _mm_alignr_epi8(dchg, feba, 8));
  }
}

void compress_sha_ni(std::array<uint32_t, 8>& h, const unsigned char* data, size_t blocks) {
  std::array<uint32_t, 8>* const states[1] = {&h};
  const unsigned char* const messages[1] = {data};
  compress_sha_ni_k<1>(states, messages, blocks);
}

/// `blocks` blocks of each of `count` messages (1 to Sha256Lanes::kLanes) side by side.
void compress_sha_ni_lanes(std::array<uint32_t, 8>* const* h, const unsigned char* const* data, int count,
                           size_t blocks) {
  static_assert(Sha256Lanes::kLanes == 3, "one instance per lane count");
  if (count == 3) compress_sha_ni_k<3>(h, data, blocks);
  else if (count == 2) compress_sha_ni_k<2>(h, data, blocks);
  else compress_sha_ni_k<1>(h, data, blocks);
}
#endif

using CompressBlocks = void (*)(std::array<uint32_t, 8>&, const unsigned char*, size_t);

CompressBlocks best_compress() {
#ifdef PK_SHA256_X86
  static const bool sha_ni = cpu_has_sha_ni();
  if (sha_ni) return compress_sha_ni;
#endif
  return compress_portable;
}

constexpr std::array<uint32_t, 8> kInitial = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                              0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

/// The digest of `data` whose first `done` bytes (whole blocks) `h` has absorbed: the rest of its
/// whole blocks, then the tail (remaining bytes, 0x80, zeros, the bit length big-endian, in one or
/// two blocks), as hex.
std::string finish_hex(std::array<uint32_t, 8>& h, std::string_view data, size_t done, CompressBlocks compress_blocks) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(data.data());
  size_t full = data.size() / 64 * 64;
  compress_blocks(h, bytes + done, (full - done) / 64);
  unsigned char tail[128] = {};
  size_t rest = data.size() - full;
  for (size_t i = 0; i < rest; ++i) tail[i] = bytes[full + i];
  tail[rest] = 0x80;
  size_t tail_len = rest + 1 + 8 <= 64 ? 64 : 128;
  uint64_t bits = uint64_t(data.size()) * 8;
  for (int i = 0; i < 8; ++i) tail[tail_len - 1 - i] = static_cast<unsigned char>(bits >> (8 * i));
  compress_blocks(h, tail, tail_len / 64);
  static const char* hex = "0123456789abcdef";
  std::string out;
  out.reserve(64);
  for (uint32_t word : h)
    for (int shift = 28; shift >= 0; shift -= 4) out += hex[(word >> shift) & 0xf];
  return out;
}

std::string digest_hex(std::string_view data, CompressBlocks compress_blocks) {
  std::array<uint32_t, 8> h = kInitial;
  return finish_hex(h, data, 0, compress_blocks);
}

}  // namespace

std::string sha256_hex(std::string_view data) { return digest_hex(data, best_compress()); }

std::string sha256_hex_portable(std::string_view data) { return digest_hex(data, compress_portable); }

bool sha256_uses_cpu_extensions() { return best_compress() != compress_portable; }

std::size_t Sha256Lanes::add(std::string_view text) {
  const std::size_t ticket = digests_.size();
  digests_.emplace_back();
  done_.push_back(false);
#ifdef PK_SHA256_X86
  if (best_compress() == compress_sha_ni) {
    while (busy_ == kLanes) step();
    lanes_[busy_++] = Lane{kInitial, text, 0, ticket};
    return ticket;
  }
#endif
  digests_[ticket] = sha256_hex(text);
  done_[ticket] = true;
  return ticket;
}

void Sha256Lanes::finish() {
  while (busy_ > 0) step();
}

void Sha256Lanes::step() {
#ifdef PK_SHA256_X86
  // As many blocks of every busy lane as the one nearest its end has left, side by side.
  size_t blocks = SIZE_MAX;
  for (int k = 0; k < busy_; ++k) blocks = std::min(blocks, (lanes_[k].text.size() / 64 * 64 - lanes_[k].done) / 64);
  std::array<uint32_t, 8>* states[kLanes];
  const unsigned char* data[kLanes];
  for (int k = 0; k < busy_; ++k) {
    states[k] = &lanes_[k].h;
    data[k] = reinterpret_cast<const unsigned char*>(lanes_[k].text.data()) + lanes_[k].done;
  }
  if (blocks > 0) compress_sha_ni_lanes(states, data, busy_, blocks);
  // A lane with no whole block left takes its tail alone, gives its digest and is free.
  for (int k = 0; k < busy_;) {
    Lane& lane = lanes_[k];
    lane.done += 64 * blocks;
    if (lane.text.size() - lane.done >= 64) {
      ++k;
      continue;
    }
    digests_[lane.ticket] = finish_hex(lane.h, lane.text, lane.done, compress_sha_ni);
    done_[lane.ticket] = true;
    lanes_[k] = lanes_[--busy_];
  }
#endif
}

}  // namespace paritykit::support
