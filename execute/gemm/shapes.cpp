// gemm's MxNxK problem shapes: their text, parser and defaults.
#include <charconv>
#include <cmath>

#include "paritykit/execute.h"

namespace paritykit::execute {

std::string to_string(const GemmShape& s) {
  return std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
}

Problem problem_of(const GemmShape& s) { return Problem{{{"m", s.m}, {"n", s.n}, {"k", s.k}}}; }

bool parse_shapes(std::string_view text, std::vector<GemmShape>* out, std::string* err) {
  constexpr std::int64_t kMaxExtent = 2147483647;  // the kernels' i32 M, N, K
  out->clear();
  for (;;) {
    size_t comma = text.find(',');
    std::string_view item = text.substr(0, comma);
    if (item == "default") {
      for (const GemmShape& s : default_shapes()) out->push_back(s);
      if (comma == std::string_view::npos) return true;
      text = text.substr(comma + 1);
      continue;
    }
    std::int64_t v[3] = {};
    std::string_view rest = item;
    bool ok = true;
    for (int i = 0; i < 3 && ok; ++i) {
      auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), v[i]);
      ok = ec == std::errc() && end != rest.data() && v[i] >= 1 && v[i] <= kMaxExtent;
      if (ok) rest = rest.substr(static_cast<size_t>(end - rest.data()));
      if (ok && i < 2) {
        ok = !rest.empty() && rest[0] == 'x';
        if (ok) rest = rest.substr(1);
      }
    }
    if (!ok || !rest.empty()) {
      *err = "--shapes: \"" + std::string(item).substr(0, 64) +
             "\" is not MxNxK with each in [1, 2147483647], nor \"default\"";
      return false;
    }
    // The reduce kernel's grid is ceil(M*N/256) blocks in x, at most 2^31 - 1.
    if (v[0] * v[1] > (std::int64_t{1} << 38)) {
      *err = "--shapes: \"" + std::string(item) + "\": M*N over 2^38 needs a reduce grid past the launch limit";
      return false;
    }
    out->push_back({v[0], v[1], v[2]});
    if (comma == std::string_view::npos) return true;
    text = text.substr(comma + 1);
  }
}

bool judged_by_samples(const GemmShape& s) {
  return s.m * s.n > (std::int64_t{1} << 24) || static_cast<double>(s.m * s.n) * static_cast<double>(s.k) > 0x1p33;
}

std::vector<GemmShape> default_shapes() {
  return {{1, 1, 1},      {16, 16, 16},   {17, 17, 17},     {255, 257, 17},  {256, 256, 256},
          {257, 255, 256}, {1, 257, 255},  {257, 1, 16},     {16, 17, 257},   {17, 256, 1},
          {256, 16, 255}, {2048, 17, 255}, {17, 2048, 257}, {255, 257, 2048}};
}

}  // namespace paritykit::execute
