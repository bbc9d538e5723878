// Engine beta's TextSink: every piece lands whole and in bounds, whatever its length, in every
// build type (the sink it replaces overflowed the heap on a piece over 4096 bytes unless asserts
// were on).
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "text_sink.h"

namespace {

using paritykit::beta::PieceShape;
using paritykit::beta::piece_shape;
using paritykit::beta::TextSink;

constexpr std::size_t kOldMaxPiece = 4096;  // what one write could hold before

static_assert(piece_shape("plain").fields == 0);
static_assert(piece_shape("plain").text_bytes == 5);
static_assert(piece_shape("%{0}.c{1} = add i32 %tid, {2}\n").fields == 3);
static_assert(piece_shape("{0} {0} {0}").fields == 3, "a field used twice is bounded twice");
static_assert(piece_shape("attributes #0 = {{ \"x\"=\"{0},{0}\" }}\n").fields == 2, "{{ and }} are text");

// Pieces as fmt reads the format string: literal runs (an escaped brace is one brace), and fields
// that take their argument by number or, for `{}`, the one after the last field's.
using paritykit::beta::sink_pieces;
static_assert(sink_pieces<"plain">().size() == 1);
static_assert(sink_pieces<"%{0}.c{1} = add i32 %tid, {2}\n">().size() == 7);
static_assert(sink_pieces<"{1}{}{0}{}">()[1].arg == 2 && sink_pieces<"{1}{}{0}{}">()[3].arg == 1);
static_assert(sink_pieces<"a {{ {} }}">().size() == 4, "'a {', the field, ' ', '}'");
static_assert(sink_pieces<"a {{ {} }}">()[0].size == 3);

TEST(BetaTextSink, OnePieceLongerThanTheOldLimitIsWrittenWhole) {
  const std::string name(10 * kOldMaxPiece, 'x');
  TextSink sink(16);
  PK_SINK_FORMAT(sink, "define void @{}() {{\n", name);
  EXPECT_EQ(sink.str(), "define void @" + name + "() {\n");
  EXPECT_LE(sink.size(), sink.capacity());
}

TEST(BetaTextSink, RepeatedLongFieldsAndLongAppends) {
  const std::string a(3 * kOldMaxPiece, 'a'), b(kOldMaxPiece + 1, 'b');
  TextSink sink(1);
  PK_SINK_FORMAT(sink, "{0}|{1}|{0}\n", a, b);
  sink.append(b);
  PK_SINK_FORMAT(sink, "{}{}", 'c', std::string_view(b));
  EXPECT_EQ(sink.str(), a + "|" + b + "|" + a + "\n" + b + "c" + b);
}

TEST(BetaTextSink, FieldsAndEscapedBracesAsFmtWritesThem) {
  TextSink sink(1);
  PK_SINK_FORMAT(sink, "attributes #0 = {{ \"x\"=\"{0},{0}\" }}\n", 256);
  PK_SINK_FORMAT(sink, "{1}{}{0}{}|", 'a', std::string("bc"), "de");
  PK_SINK_FORMAT(sink, "{10}{9}{0}", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
  PK_SINK_FORMAT(sink, "{{}}{{{}}}", static_cast<unsigned char>(200));
  EXPECT_EQ(sink.str(), "attributes #0 = { \"x\"=\"256,256\" }\nbcdeabc|1090{}{200}");
}

TEST(BetaTextSink, TextOfWritesAPieceAsAString) {
  using paritykit::beta::text_of;
  EXPECT_EQ(text_of<"%l{}.mc.{}.next">(2, std::size_t{15}), "%l2.mc.15.next");
  EXPECT_EQ(text_of<"<{} x {}>">(8, std::string_view("half")), "<8 x half>");
  EXPECT_EQ(text_of<"{1}{0}{{">('a', -1), "-1a{");
  EXPECT_EQ(text_of<"{}">(std::string(3 * kOldMaxPiece, 'z')), std::string(3 * kOldMaxPiece, 'z'));
}

TEST(BetaTextSink, WidestIntegersFitTheirBound) {
  // Written into a sink that starts full, so that each piece lives in exactly the room reserved.
  TextSink sink(1);
  sink.append("x");
  PK_SINK_FORMAT(sink, "{}", std::numeric_limits<std::int64_t>::min());
  PK_SINK_FORMAT(sink, "{}", std::numeric_limits<std::uint64_t>::max());
  PK_SINK_FORMAT(sink, "{}", std::numeric_limits<int>::min());
  PK_SINK_FORMAT(sink, "{}", static_cast<signed char>(-128));
  PK_SINK_FORMAT(sink, "{}", std::numeric_limits<short>::min());
  PK_SINK_FORMAT(sink, "{}", true);
  PK_SINK_FORMAT(sink, "{}", false);
  EXPECT_EQ(sink.str(), "x-922337203685477580818446744073709551615-2147483648-128-32768truefalse");
}

TEST(BetaTextSink, ManySmallPiecesAcrossGrowths) {
  TextSink sink(8);
  std::string want;
  for (int i = 0; i < 20000; ++i) {
    PK_SINK_FORMAT(sink, "  %v.{0} = add i32 %v.{1}, {2}\n", i, i - 1, -i);
    want += "  %v." + std::to_string(i) + " = add i32 %v." + std::to_string(i - 1) + ", " + std::to_string(-i) + "\n";
  }
  EXPECT_EQ(sink.str(), want);
  EXPECT_LE(sink.size(), sink.capacity());
}

}  // namespace
