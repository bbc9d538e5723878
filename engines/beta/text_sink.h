// Engine beta's output buffer: formatted pieces written straight into one growable buffer, each
// write preceded by making room for an upper bound of what it can produce.
#pragma once

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace paritykit::beta {

/// What a format string can add besides its arguments, found when beta is compiled.
struct PieceShape {
  std::size_t text_bytes = 0;  ///< the format string's length: its literal text is no longer
  std::size_t fields = 0;      ///< replacement fields, each counted where it appears (`{0}` twice is 2)
};

/// The shape of `text`. Refuses (at compile time) a field with a format spec (`{:>8}`): a width or
/// precision would let a field outgrow its argument's bound below.
consteval PieceShape piece_shape(std::string_view text) {
  PieceShape s{text.size(), 0};
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{' && i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
    } else if (text[i] == '{') {
      ++s.fields;
      for (++i; i < text.size() && text[i] != '}'; ++i)
        if (text[i] == ':') throw std::logic_error("TextSink: a format spec in a field has no size bound");
    }
  }
  return s;
}

/// The most bytes fmt writes for `arg` with an empty format spec.
template <typename T>
std::size_t field_bound(const T& arg) {
  if constexpr (std::is_same_v<T, char>) {
    return 1;
  } else if constexpr (std::is_same_v<T, bool>) {
    return 5;  // "false"
  } else if constexpr (std::is_integral_v<T>) {
    return std::numeric_limits<T>::digits10 + 2;  // every digit and a sign
  } else if constexpr (std::is_convertible_v<const T&, std::string_view>) {
    return std::string_view(arg).size();
  } else {
    static_assert(!sizeof(T), "TextSink: no size bound for this argument type; add one here");
  }
}

/// A growable text buffer. Every write first makes room for its worst case, `text_bytes + fields
/// * the largest field_bound`, so fmt writes through a plain pointer (the fast path) and still
/// stays inside the buffer in every build type, for a piece of any length.
class TextSink {
 public:
  explicit TextSink(std::size_t capacity) : data_(new char[std::max<std::size_t>(capacity, 1)]),
                                            cap_(std::max<std::size_t>(capacity, 1)) {}

  /// Appends `format` (FMT_COMPILE of a string whose piece_shape is `shape`) applied to `args`.
  template <typename Format, typename... Args>
  void format(PieceShape shape, const Format& format, const Args&... args) {
    std::size_t widest = 0;
    ((widest = std::max(widest, field_bound(args))), ...);
    reserve(shape.text_bytes + shape.fields * widest);
    commit(fmt::format_to(data_.get() + size_, format, args...));
  }
  void append(std::string_view text) {
    reserve(text.size());
    commit(std::copy(text.begin(), text.end(), data_.get() + size_));
  }

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return cap_; }
  std::string str() const { return std::string(data_.get(), size_); }

 private:
  /// Room for `n` more bytes.
  void reserve(std::size_t n) {
    if (cap_ - size_ >= n) return;
    const std::size_t cap = std::max(cap_ * 2, size_ + n);
    std::unique_ptr<char[]> bigger(new char[cap]);
    std::copy(data_.get(), data_.get() + size_, bigger.get());
    data_ = std::move(bigger);
    cap_ = cap;
  }
  /// A write that passed its reserved bound means the bound is wrong: stop before anything
  /// reads the damage (checked in every build, unlike an assert).
  void commit(char* end) {
    const auto written = static_cast<std::size_t>(end - data_.get());
    if (written > cap_) std::abort();
    size_ = written;
  }

  std::unique_ptr<char[]> data_;
  std::size_t size_ = 0, cap_;
};

}  // namespace paritykit::beta

/// Appends a formatted piece to `sink` (a TextSink): `text` is parsed and bounded at compile time.
#define PK_SINK_FORMAT(sink, text, ...) \
  (sink).format(::paritykit::beta::piece_shape(text), FMT_COMPILE(text) __VA_OPT__(, ) __VA_ARGS__)
