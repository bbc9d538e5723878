// Tensors in their storage dtype, and the counter-based input generator.
#include <cstring>

#include <Eigen/Core>

#include "paritykit/reference.h"

namespace paritykit::reference {
namespace {

std::uint16_t bits16(const Tensor& t, std::int64_t i) {
  std::uint16_t v;
  std::memcpy(&v, t.storage.data() + i * 2, 2);
  return v;
}

}  // namespace

std::int64_t Tensor::size() const {
  std::int64_t n = 1;
  for (auto d : shape) n *= d;
  return n;
}

float Tensor::value(std::int64_t i) const {
  switch (dtype) {
    case DType::F16: return static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(bits16(*this, i)));
    case DType::BF16: return static_cast<float>(Eigen::numext::bit_cast<Eigen::bfloat16>(bits16(*this, i)));
    case DType::F32: break;
  }
  float v;
  std::memcpy(&v, storage.data() + i * 4, 4);
  return v;
}

Tensor make_tensor(std::string name, DType dtype, std::vector<std::int64_t> shape, bool column_major) {
  Tensor t;
  t.column_major = column_major;
  t.name = std::move(name);
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.storage.assign(static_cast<std::size_t>(t.size() * spec::size_of(dtype)), std::byte{0});
  return t;
}

void set_value(Tensor& t, std::int64_t i, float v) {
  std::uint16_t b = 0;
  switch (t.dtype) {
    case DType::F16: b = Eigen::numext::bit_cast<std::uint16_t>(Eigen::half(v)); break;
    case DType::BF16: b = Eigen::numext::bit_cast<std::uint16_t>(Eigen::bfloat16(v)); break;
    case DType::F32: std::memcpy(t.storage.data() + i * 4, &v, 4); return;
  }
  std::memcpy(t.storage.data() + i * 2, &b, 2);
}

ConstView view(const Tensor& t) { return ConstView{t.dtype, t.storage.data(), t.size()}; }

std::uint64_t counter_hash(std::uint64_t seed, std::uint64_t stream, std::uint64_t index) {
  // A Weyl key of the three counters, then the SplitMix64 finaliser twice: a bijective mix, so
  // distinct (stream, index) under one seed give distinct, well-spread words.
  auto mix = [](std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  };
  std::uint64_t key = mix(seed + 0x9e3779b97f4a7c15ULL * (stream + 1));
  return mix(key + 0x9e3779b97f4a7c15ULL * (index + 1));
}

float uniform_value(std::uint64_t seed, std::uint64_t stream, std::uint64_t index) {
  // 24 bits: k * 2^-23 - 1 for k in [0, 2^24), exact in f32, in [-1, 1).
  auto k = static_cast<std::int64_t>(counter_hash(seed, stream, index) >> 40);
  return static_cast<float>(static_cast<double>(k) * 0x1p-23 - 1.0);
}

int integer_value(std::uint64_t seed, std::uint64_t stream, std::uint64_t index, int max_abs) {
  const std::uint64_t span = 2 * static_cast<std::uint64_t>(max_abs) + 1;
  // Multiply-shift on the top 32 bits: unbiased enough for a span of a few values.
  std::uint64_t top = counter_hash(seed, stream, index) >> 32;
  return static_cast<int>((top * span) >> 32) - max_abs;
}

const char* to_string(InputMode m) {
  return m == InputMode::Uniform ? "uniform" : m == InputMode::Exact ? "exact" : "splitk_worst";
}

}  // namespace paritykit::reference
