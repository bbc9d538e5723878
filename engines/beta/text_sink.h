// Engine beta's output buffer: formatted pieces written straight into one growable buffer, each
// write preceded by making room for an upper bound of what it can produce. A piece's format
// string (fmt's syntax, without format specs) is parsed when beta is compiled, into its literal
// runs and its fields: a write is a fixed-size copy per run and one conversion per field, where
// fmt's compiled formats made a library call per run (beta's largest cost).
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

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

/// A format string as a template argument, so that its pieces are found when beta is compiled.
template <std::size_t N>
struct SinkText {
  char chars[N];
  consteval SinkText(const char (&text)[N]) { std::copy_n(text, N, chars); }
  constexpr std::string_view view() const { return {chars, N - 1}; }
};

/// One piece of a format string: a run of literal text (`{{` and `}}` are one brace each), or
/// the field that writes argument `arg`.
struct SinkPiece {
  bool field = false;
  std::size_t begin = 0, size = 0;  ///< literal text: where in the format string, how long
  std::size_t arg = 0;              ///< field: which argument (`{}` count on from the last field)
};

/// Splits `text` into pieces, into `out` when it is given; returns how many. Refuses (at compile
/// time) a brace that opens no field or closes none, and a field with a format spec.
consteval std::size_t split_pieces(std::string_view text, SinkPiece* out) {
  std::size_t n = 0, next_arg = 0;
  const auto add = [&](SinkPiece p) {
    if (out) out[n] = p;
    ++n;
  };
  std::size_t run = 0;  // where the current literal run began
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c != '{' && c != '}') continue;
    if (i + 1 < text.size() && text[i + 1] == c) {  // an escaped brace: the run ends after one
      add({false, run, i + 1 - run, 0});
      run = ++i + 1;
      continue;
    }
    if (c == '}') throw std::logic_error("TextSink: a '}' that closes no field");
    if (i > run) add({false, run, i - run, 0});
    std::size_t close = i + 1, arg = 0;
    bool numbered = false;
    for (; close < text.size() && text[close] >= '0' && text[close] <= '9'; ++close) {
      arg = arg * 10 + static_cast<std::size_t>(text[close] - '0');
      numbered = true;
    }
    if (close == text.size() || text[close] != '}') throw std::logic_error("TextSink: a field is {} or {N}, no format spec");
    add({true, 0, 0, numbered ? arg : next_arg});
    next_arg = (numbered ? arg : next_arg) + 1;
    i = close;
    run = close + 1;
  }
  if (run < text.size()) add({false, run, text.size() - run, 0});
  return n;
}

/// The pieces of `Text`, in order.
template <SinkText Text>
constexpr auto sink_pieces() {
  std::array<SinkPiece, split_pieces(Text.view(), nullptr)> pieces{};
  split_pieces(Text.view(), pieces.data());
  return pieces;
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

/// `arg` as fmt writes it with an empty spec, at `at`, inside its field_bound.
template <typename T>
char* write_field(char* at, const T& arg) {
  if constexpr (std::is_same_v<T, char>) {
    *at = arg;
    return at + 1;
  } else if constexpr (std::is_same_v<T, bool>) {
    return write_field(at, std::string_view(arg ? "true" : "false"));
  } else if constexpr (std::is_integral_v<T>) {
    return std::to_chars(at, at + field_bound(arg), arg).ptr;
  } else {
    const std::string_view text(arg);
    std::memcpy(at, text.data(), text.size());
    return at + text.size();
  }
}

/// The most bytes `Text` applied to `args` can take: `text_bytes + fields * the largest
/// field_bound`.
template <SinkText Text, typename... Args>
std::size_t text_bound(const Args&... args) {
  static constexpr PieceShape shape = piece_shape(Text.view());
  std::size_t widest = 0;
  ((widest = std::max(widest, field_bound(args))), ...);
  return shape.text_bytes + shape.fields * widest;
}

/// Writes `Text` applied to `args` at `at`, where text_bound(args...) bytes are free; returns
/// the end of what it wrote.
template <SinkText Text, typename... Args>
char* write_text(char* at, const Args&... args) {
  static constexpr auto pieces = sink_pieces<Text>();
  static_assert(std::all_of(pieces.begin(), pieces.end(), [](const SinkPiece& p) { return !p.field || p.arg < sizeof...(Args); }),
                "TextSink: a field names an argument that is not given");
  const auto arguments = std::tie(args...);
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    const auto one = [&]<SinkPiece Piece>() {
      if constexpr (Piece.field) {
        at = write_field(at, std::get<Piece.arg>(arguments));
      } else {
        std::memcpy(at, Text.chars + Piece.begin, Piece.size);
        at += Piece.size;
      }
    };
    (one.template operator()<pieces[I]>(), ...);
  }(std::make_index_sequence<pieces.size()>());
  return at;
}

/// `Text` applied to `args`, as a string: a name or an operand list that is put together before
/// the line that writes it.
template <SinkText Text, typename... Args>
std::string text_of(const Args&... args) {
  std::string out(text_bound<Text>(args...), '\0');
  char* end = write_text<Text>(out.data(), args...);
  out.resize(static_cast<std::size_t>(end - out.data()));
  return out;
}

/// A growable text buffer. Every write first makes room for its worst case (text_bound), so
/// each piece is written through a plain pointer and still stays inside the buffer in every
/// build type, for a piece of any length.
class TextSink {
 public:
  explicit TextSink(std::size_t capacity) : data_(new char[std::max<std::size_t>(capacity, 1)]),
                                            cap_(std::max<std::size_t>(capacity, 1)) {}

  /// Appends `Text` (fmt's syntax: `{}` and `{N}` fields, `{{` and `}}`) applied to `args`, each
  /// written as fmt writes it with an empty format spec.
  template <SinkText Text, typename... Args>
  void format(const Args&... args) {
    reserve(text_bound<Text>(args...));
    commit(write_text<Text>(data_.get() + size_, args...));
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
#define PK_SINK_FORMAT(sink, text, ...) (sink).template format<text>(__VA_ARGS__)
