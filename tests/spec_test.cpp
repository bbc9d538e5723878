// The strict loader: every kind of bad input is an error naming file, config id and JSON pointer.
#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <iostream>
#include <set>

#include <nlohmann/json.hpp>

#include "loaded_specs.h"
#include "paritykit/spec.h"
#include "temp_dir.h"
#include "test_paths.h"

namespace {

using nlohmann::json;
namespace spec = paritykit::spec;

json valid_config(int id) {
  json c = json::parse(R"({"id": 1, "family": "gemm", "target": "gfx1201", "title": "a valid config",
    "expect": "accept", "dtype": {"a": "f16", "b": "f16", "out": "f32"}, "layout": {"a": "row", "b": "col"},
    "tile": {"m": 64, "n": 64, "k": 16}, "warps": {"m": 2, "n": 2}, "vector": {"a": 4, "b": 4},
    "split_k": {"mode": "none", "degree": 1}, "epilogue": "direct", "math": "simt"})");
  c["id"] = id;
  return c;
}

json valid_file() {
  return {{"family", "gemm"},
          {"index", {"1 -- first", "2 -- second"}},
          {"configs", {valid_config(1), valid_config(2)}}};
}

/// One bad input: how to break config 2 of a valid file, and the exact message expected.
struct LoaderCase {
  const char* name;
  const char* pointer;  ///< JSON pointer inside config 2 to change or remove
  json value;           ///< new value; null with remove=true deletes the field
  bool remove;
  const char* message;  ///< the whole expected error text
};

const LoaderCase kLoaderCases[] = {
    {"tile_k_not_power_of_two", "/tile/k", 24, false,
     "t.json: config 2: /tile/k: expected a power of two in [8, 256], got 24"},
    {"unknown_field", "/tile/q", 1, false, "t.json: config 2: /tile/q: unknown field"},
    {"unknown_top_field", "/colour", "red", false, "t.json: config 2: /colour: unknown field"},
    {"wrong_type", "/warps/m", "2", false, "t.json: config 2: /warps/m: expected an integer, got a string \"2\""},
    {"out_of_range", "/tile/m", 300, false, "t.json: config 2: /tile/m: expected an integer in [1, 256], got 300"},
    {"bad_enum", "/dtype/a", "f8", false, "t.json: config 2: /dtype/a: expected one of f16, bf16, f32, got \"f8\""},
    {"bad_target", "/target", "gfx90a", false,
     "t.json: config 2: /target: expected one of gfx1201, gfx1250, gfx942, gfx950, sm_90, got \"gfx90a\""},
    {"missing_field", "/split_k/degree", nullptr, true, "t.json: config 2: /split_k/degree: missing required field"},
    {"bad_expect", "/expect", 7, false,
     "t.json: config 2: /expect: expected \"accept\" or {\"reject\": \"E_CODE\"}, got a number 7"},
    {"bad_reject_code", "/expect", {{"reject", "tile"}}, false,
     "t.json: config 2: /expect/reject: expected a reject code E_[A-Z0-9_]+, got \"tile\""},
    {"vector_not_power_of_two", "/vector/b", 3, false,
     "t.json: config 2: /vector/b: expected a power of two in [1, 16], got 3"},
    {"not_an_object", "/tile", json::array({1, 2}), false, "t.json: config 2: /tile: expected an object, got an array"},
    {"duplicate_id", "/id", 1, false, "t.json: config 1: /id: duplicate id"},
    // An integer past int64 (JSON keeps 2^64-1 unsigned) is named as written, never as the -1 its
    // bits make; one past int (2^32+2) never as the 2 it would narrow to.
    {"id_past_int64", "/id", ~std::uint64_t{0}, false,
     "t.json: config 18446744073709551615: /id: expected an integer in [1, 1000000], got 18446744073709551615"},
    {"id_past_int", "/id", (std::int64_t{1} << 32) + 2, false,
     "t.json: config 4294967298: /id: expected an integer in [1, 1000000], got 4294967298"},
    {"field_past_int64", "/tile/m", ~std::uint64_t{0}, false,
     "t.json: config 2: /tile/m: expected an integer in [1, 256], got 18446744073709551615"},
    // The typed fields accept only what both engines implement; the rest arrives with its kernels.
    {"math_unknown", "/math", "tensor", false,
     "t.json: config 2: /math: expected one of simt, wmma, mfma, mma, got \"tensor\""},
    {"k_loop_unknown", "/k_loop", "pipelined", false,
     "t.json: config 2: /k_loop: expected one of sync, double_buffer, async, got \"pipelined\""},
    {"epilogue_unknown", "/epilogue", "shuffle", false,
     "t.json: config 2: /epilogue: expected one of direct, cshuffle, got \"shuffle\""},
    {"vector_c_not_power_of_two", "/vector/c", 6, false,
     "t.json: config 2: /vector/c: expected a power of two in [1, 16], got 6"},
    {"vector_c_over_16", "/vector/c", 32, false,
     "t.json: config 2: /vector/c: expected a power of two in [1, 16], got 32"},
    {"family_mismatch", "/family", "gemm2", false,
     "t.json: config 2: /family: expected one of gemm, mlp, conv_wgrad, got \"gemm2\""},
};

class LoaderErrors : public testing::TestWithParam<LoaderCase> {};

TEST_P(LoaderErrors, NamesFileConfigAndPointer) {
  const LoaderCase& c = GetParam();
  json doc = valid_file();
  json::json_pointer p("/configs/1" + std::string(c.pointer));
  if (c.remove) doc.at(p.parent_pointer()).erase(p.back());
  else doc[p] = c.value;
  spec::ConfigFile file;
  std::string err;
  EXPECT_FALSE(spec::parse_config_text(doc.dump(), "t.json", &file, &err)) << "loaded a bad file: " << c.name;
  EXPECT_EQ(err, c.message);
}

INSTANTIATE_TEST_SUITE_P(Table, LoaderErrors, testing::ValuesIn(kLoaderCases),
                         [](const auto& info) { return std::string(info.param.name); });

std::string load_error(const std::string& text) {
  spec::ConfigFile file;
  std::string err;
  return spec::parse_config_text(text, "t.json", &file, &err) ? "(loaded)" : err;
}

/// A file the test expects to load; a load error fails the test with the loader's message.
spec::ConfigFile loaded_text(const std::string& text) {
  spec::ConfigFile file;
  std::string err;
  pk_test::require_loaded(spec::parse_config_text(text, "t.json", &file, &err), err);
  return file;
}

TEST(Loader, ValidFileLoads) {
  auto file = loaded_text(valid_file().dump());
  ASSERT_EQ(file.configs.size(), 2u);
  EXPECT_EQ(file.configs[1].id, 2);
  EXPECT_EQ(std::get<spec::GemmSpec>(file.configs[1].spec).layout_b, spec::Layout::Col);
  EXPECT_EQ(std::get<spec::GemmSpec>(file.configs[1].spec).a, spec::DType::F16);
  EXPECT_TRUE(file.configs[1].expect.accept);
}

TEST(Loader, CshuffleAndStoreVector) {
  json doc = valid_file();
  doc["configs"][1]["epilogue"] = "cshuffle";
  doc["configs"][1]["vector"]["c"] = 16;  // the largest power of two accepted
  auto file = loaded_text(doc.dump());
  const auto& g = std::get<spec::GemmSpec>(file.configs[1].spec);
  EXPECT_EQ(g.epilogue, spec::Epilogue::Cshuffle);
  EXPECT_EQ(g.vector_c, 16);
  // Left out, the store vector is one element (every config written before cshuffle).
  const auto& first = std::get<spec::GemmSpec>(file.configs[0].spec);
  EXPECT_EQ(first.epilogue, spec::Epilogue::Direct);
  EXPECT_EQ(first.vector_c, 1);
}

TEST(Loader, MalformedJsonNamesFile) {
  std::string msg = load_error("{\"family\": \"gemm\", ");
  EXPECT_EQ(msg.rfind("t.json: malformed JSON: ", 0), 0u) << msg;
}

TEST(Loader, DuplicateKeyIsAnError) {
  std::string text = valid_file().dump();
  text.insert(1, "\"family\": \"gemm\", ");
  EXPECT_EQ(load_error(text), "t.json: /: duplicate key \"family\"");
}

TEST(Loader, IndexMustListEveryIdInOrder) {
  json doc = valid_file();
  doc["index"][1] = "3 -- third";
  EXPECT_EQ(load_error(doc.dump()),
            "t.json: /index/1: index line for id 3 does not match config 2 at /configs/1");
  doc["index"] = {"1 -- first"};
  EXPECT_EQ(load_error(doc.dump()), "t.json: /index: 1 lines for 2 configs");
  doc["index"] = {"1 first", "2 -- second"};
  EXPECT_EQ(load_error(doc.dump()), "t.json: /index/0: expected \"<id> -- what it covers\", got \"1 first\"");
  // A number past int is a wrong id, not an uncaught std::out_of_range.
  doc["index"] = {"99999999999999999999 -- first", "2 -- second"};
  EXPECT_EQ(load_error(doc.dump()),
            "t.json: /index/0: index line for id 99999999999999999999 does not match config 1 at /configs/0");
}

TEST(Loader, RejectExpectation) {
  json doc = valid_file();
  doc["configs"][0]["expect"] = {{"reject", "E_TILE_NOT_DIVISIBLE"}};
  auto file = loaded_text(doc.dump());
  EXPECT_FALSE(file.configs[0].expect.accept);
  EXPECT_EQ(file.configs[0].expect.reject_code, "E_TILE_NOT_DIVISIBLE");
}

// Bad input is a plain return with the reason: nothing is thrown across the loader's API, and
// what the caller passed for the result is left as it was.
TEST(Loader, BadInputIsReturnedNotThrown) {
  std::string err;
  spec::ConfigFile file;
  file.path = "untouched";
  EXPECT_NO_THROW(EXPECT_FALSE(spec::parse_config_text("{", "t.json", &file, &err)));
  EXPECT_EQ(err.rfind("t.json: malformed JSON: ", 0), 0u) << err;
  EXPECT_EQ(file.path, "untouched");
  spec::Config config;
  EXPECT_NO_THROW(EXPECT_FALSE(spec::parse_config_object("{}", "t.json", &config, &err)));
  EXPECT_EQ(err, "t.json: config: /id: missing required field");
  spec::FlavorTable table;
  EXPECT_NO_THROW(EXPECT_FALSE(spec::parse_flavor_text("[]", "f.json", &table, &err)));
  EXPECT_EQ(err, "f.json: /: expected an object, got an array");
  spec::Flavor flavor;
  EXPECT_NO_THROW(EXPECT_FALSE(spec::parse_flavor_object("{}", "f.json", &flavor, &err)));
  EXPECT_EQ(err, "f.json: /name: missing required field");
  EXPECT_NO_THROW(EXPECT_FALSE(spec::load_flavor_table("/nonexistent/flavors.json", &table, &err)));
  EXPECT_EQ(err, "/nonexistent/flavors.json: cannot open: No such file or directory");
  EXPECT_TRUE(table.flavors.empty());
}

TEST(Loader, MissingFileIsAnError) {
  spec::ConfigFile file;
  std::string err;
  EXPECT_NO_THROW(EXPECT_FALSE(spec::load_config_file("/nonexistent/gemm.json", &file, &err)));
  EXPECT_EQ(err, "/nonexistent/gemm.json: cannot open: No such file or directory");
}

TEST(Loader, ShippedConfigsLoad) {
  auto file = pk_test::loaded_config_file(PK_SOURCE_DIR + "/parity/configs/gemm.json");
  EXPECT_GE(file.configs.size(), 48u);
  EXPECT_EQ(file.index.size(), file.configs.size());
}

TEST(Flavors, ShippedTableHasFiveFlavors) {
  auto table = pk_test::loaded_flavor_table(PK_SOURCE_DIR + "/parity/flavors.json");
  ASSERT_EQ(table.flavors.size(), 5u);
  const spec::Flavor* f19 = table.find("llvm19");
  ASSERT_NE(f19, nullptr);
  // The tool directory is the table's pattern with the major filled in.
  std::string pattern = nlohmann::json::parse(slurp(PK_SOURCE_DIR + "/parity/flavors.json"))["tool_dir_pattern"].get<std::string>();
  ASSERT_NE(pattern.find("{major}"), std::string::npos) << pattern;
  EXPECT_EQ(f19->tool_dir, pattern.replace(pattern.find("{major}"), 7, "19"));
  EXPECT_EQ(f19->nocapture_attr, "nocapture");
  EXPECT_FALSE(f19->has_target("gfx1250"));
  EXPECT_TRUE(table.find("llvm22")->has_target("gfx1250"));
  EXPECT_EQ(table.find("llvm22")->nocapture_attr, "captures(none)");
  // Each release's native intrinsic forms (engines/CONTRACT.md section 10).
  struct Forms {
    const char* flavor;
    const char* barrier;
    const char* exp2;
    bool wmma_neg;
  };
  const char* const cta = "llvm.nvvm.barrier.cta.sync.aligned.all";
  const Forms forms[] = {{"llvm19", "llvm.nvvm.barrier0", "llvm.nvvm.ex2.approx.f", true},
                         {"llvm20", "llvm.nvvm.barrier0", "llvm.nvvm.ex2.approx.f", true},
                         {"llvm22", cta, "llvm.nvvm.ex2.approx.f32", true},
                         {"llvm23", cta, "llvm.nvvm.ex2.approx.f32", false},
                         {"llvm24", cta, "llvm.nvvm.ex2.approx.f32", false}};
  for (const Forms& want : forms) {
    const spec::Flavor* f = table.find(want.flavor);
    ASSERT_NE(f, nullptr) << want.flavor;
    EXPECT_EQ(f->nvptx_barrier, want.barrier) << want.flavor;
    EXPECT_EQ(f->nvptx_exp2, want.exp2) << want.flavor;
    EXPECT_EQ(f->wmma_neg_operands, want.wmma_neg) << want.flavor;
  }
}

// What the engine protocol sends: the loaded JSON of a config and of a flavor loads again into the
// same thing, and a bad flavor object names its pointer as the table's loader does.
TEST(Flavors, LoadedJsonOfConfigsAndFlavorsLoadsBackTheSame) {
  auto table = pk_test::loaded_flavor_table(PK_SOURCE_DIR + "/parity/flavors.json");
  for (const spec::Flavor& f : table.flavors) {
    spec::Flavor back;
    std::string err;
    ASSERT_TRUE(spec::parse_flavor_object(f.json, "request", &back, &err)) << err;
    EXPECT_EQ(back.name, f.name);
    EXPECT_EQ(back.llvm_major, f.llvm_major);
    EXPECT_EQ(back.nocapture_attr, f.nocapture_attr);
    EXPECT_EQ(back.nvptx_barrier, f.nvptx_barrier);
    EXPECT_EQ(back.nvptx_exp2, f.nvptx_exp2);
    EXPECT_EQ(back.wmma_neg_operands, f.wmma_neg_operands);
    EXPECT_EQ(back.targets, f.targets);
    EXPECT_EQ(back.json, f.json);
    EXPECT_TRUE(back.tool_dir.empty());
  }
  auto file = pk_test::loaded_config_file(PK_SOURCE_DIR + "/parity/configs/conv_wgrad.json");
  for (const spec::Config& c : file.configs) {
    const spec::Config back = pk_test::loaded_config_object(c.json, "request");
    EXPECT_EQ(back.id, c.id);
    EXPECT_EQ(back.json, c.json);
    EXPECT_EQ(back.spec.index(), c.spec.index());
  }
  spec::Flavor bad;
  std::string err;
  EXPECT_FALSE(spec::parse_flavor_object(R"({"name": "llvm19", "major": 20})", "request 4 /flavor", &bad, &err))
      << "loaded a bad flavor object";
  EXPECT_EQ(err, "request 4 /flavor: /name: expected \"llvm20\" for major 20, got \"llvm19\"");
}

/// A valid one-flavor table, to be broken one field at a time.
json one_flavor_table() {
  return json::parse(R"({"schema": "paritykit.flavors/v1", "tool_dir_pattern": "/opt/llvm-{major}/bin",
    "flavors": [{"name": "llvm19", "major": 19, "nocapture_attr": "nocapture", "nvptx_barrier": "llvm.nvvm.barrier0",
                 "nvptx_exp2": "llvm.nvvm.ex2.approx.f", "wmma_neg_operands": true, "targets": ["gfx1201"],
                 "measured": true, "note": ""}]})");
}

TEST(Flavors, BadTableNamesPointer) {
  spec::FlavorTable table;
  std::string err;
  ASSERT_TRUE(spec::parse_flavor_text(one_flavor_table().dump(), "f.json", &table, &err)) << err;
  struct Case {
    const char* field;
    json value;  ///< null: the field is removed
    const char* error;
  };
  const Case cases[] = {
      {"targets", json::array({"gfx1201", "gfx1300"}), "/flavors/0/targets/1: expected a known target, got \"gfx1300\""},
      {"nvptx_barrier", "llvm.nvvm.barrier",
       "/flavors/0/nvptx_barrier: expected one of llvm.nvvm.barrier0, llvm.nvvm.barrier.cta.sync.aligned.all, got "
       "\"llvm.nvvm.barrier\""},
      {"nvptx_barrier", nullptr, "/flavors/0/nvptx_barrier: missing required field"},
      {"nvptx_exp2", "llvm.nvvm.ex2.approx.ftz.f",
       "/flavors/0/nvptx_exp2: expected one of llvm.nvvm.ex2.approx.f, llvm.nvvm.ex2.approx.f32, got "
       "\"llvm.nvvm.ex2.approx.ftz.f\""},
      {"nvptx_exp2", 1, "/flavors/0/nvptx_exp2: expected a string, got a number 1"},
      {"wmma_neg_operands", "false", "/flavors/0/wmma_neg_operands: expected true or false, got a string \"false\""},
      {"wmma_neg_operands", nullptr, "/flavors/0/wmma_neg_operands: missing required field"},
  };
  for (const Case& c : cases) {
    json doc = one_flavor_table();
    if (c.value.is_null())
      doc["flavors"][0].erase(c.field);
    else
      doc["flavors"][0][c.field] = c.value;
    EXPECT_FALSE(spec::parse_flavor_text(doc.dump(), "f.json", &table, &err)) << "loaded a bad " << c.field;
    EXPECT_EQ(err, std::string("f.json: ") + c.error) << c.field;
  }
}

TEST(Targets, MeasuredLdsLimits) {
  EXPECT_EQ(spec::find_target("gfx1201")->lds_bytes_max, 65536);
  EXPECT_EQ(spec::find_target("gfx1250")->lds_bytes_max, 327680);
  EXPECT_EQ(spec::find_target("gfx950")->lds_bytes_max, 163840);
  EXPECT_EQ(spec::find_target("gfx942")->wave_size, 64);
  EXPECT_EQ(spec::find_target("sm_90")->atomic_scope, "device");
  EXPECT_EQ(spec::find_target("gfx90a"), nullptr);
}

TEST(Families, TableIsInEnumOrderAndRoundTrips) {
  const auto& table = spec::family_table();
  ASSERT_EQ(table.size(), 3u);
  for (size_t i = 0; i < table.size(); ++i) {
    EXPECT_EQ(static_cast<size_t>(table[i].family), i) << table[i].name;
    EXPECT_EQ(spec::find_family(table[i].name), table[i].family);
    EXPECT_EQ(spec::to_string(table[i].family), table[i].name);
  }
  EXPECT_EQ(spec::find_family("gemm2"), std::nullopt);
  EXPECT_EQ(spec::find_family(""), std::nullopt);
}

TEST(Families, LoadedConfigCarriesItsFamilysSpec) {
  const spec::Config c = pk_test::loaded_config_object(valid_config(7).dump(), "t.json");
  EXPECT_EQ(c.family(), spec::Family::Gemm);
  EXPECT_EQ(c.family_name(), "gemm");
  ASSERT_NE(c.as<spec::GemmSpec>(), nullptr);
  EXPECT_EQ(c.as<spec::MlpSpec>(), nullptr);
  EXPECT_EQ(c.as<spec::GemmSpec>()->math, spec::Math::Simt);
  EXPECT_EQ(c.as<spec::GemmSpec>()->epilogue, spec::Epilogue::Direct);
  EXPECT_EQ(c.as<spec::GemmSpec>()->k_loop, spec::KLoop::Sync);
  json m = valid_config(8);
  m["math"] = "mma";
  m["k_loop"] = "sync";
  const spec::Config mc = pk_test::loaded_config_object(m.dump(), "t.json");
  EXPECT_EQ(mc.as<spec::GemmSpec>()->math, spec::Math::Mma);
  EXPECT_EQ(mc.as<spec::GemmSpec>()->k_loop, spec::KLoop::Sync);
  m["k_loop"] = "double_buffer";
  EXPECT_EQ(pk_test::loaded_config_object(m.dump(), "t.json").as<spec::GemmSpec>()->k_loop, spec::KLoop::DoubleBuffer);
}

TEST(Targets, CapabilitiesMatchTheirIsa) {
  // Each matrix path exists on one vendor's family of targets only (docs/targets.md): a WMMA shape
  // on gfx9 or an MFMA shape on gfx12 would send an engine to an intrinsic llc rejects.
  for (const auto& [name, t] : spec::target_table()) {
    const bool gfx12 = name.starts_with("gfx12"), gfx9 = name.starts_with("gfx9");
    EXPECT_EQ(t.isa == spec::Isa::Amdgcn, gfx12 || gfx9) << name;
    EXPECT_EQ(t.wave_size, gfx9 ? 64 : 32) << name;
    EXPECT_FALSE(t.matrix.empty()) << name;
    for (const spec::MatrixShape& m : t.matrix) {
      const spec::Math want = gfx12 ? spec::Math::Wmma : gfx9 ? spec::Math::Mfma : spec::Math::Mma;
      EXPECT_EQ(m.math, want) << name;
      EXPECT_EQ(m.accumulator, spec::DType::F32) << name;
      EXPECT_EQ(m.m, 16) << name;
    }
    EXPECT_EQ(t.async_lds_loads, name == "gfx1250") << name;
    EXPECT_EQ(t.packed_half_atomics, t.isa == spec::Isa::Amdgcn) << name;
    EXPECT_STREQ(spec::to_string(t.isa), gfx12 || gfx9 ? "amdgcn" : "nvptx") << name;
  }
  const auto shapes = [](const char* t) {
    std::vector<std::array<int, 3>> out;
    for (const auto& m : spec::find_target(t)->matrix) out.push_back({m.m, m.n, m.k});
    return out;
  };
  EXPECT_EQ(shapes("gfx1201"), (std::vector<std::array<int, 3>>{{16, 16, 16}}));
  EXPECT_EQ(shapes("gfx1250"), (std::vector<std::array<int, 3>>{{16, 16, 32}}));
  EXPECT_EQ(shapes("gfx942"), (std::vector<std::array<int, 3>>{{16, 16, 16}}));
  EXPECT_EQ(shapes("gfx950"), (std::vector<std::array<int, 3>>{{16, 16, 16}, {16, 16, 32}}));
  EXPECT_EQ(shapes("sm_90"), (std::vector<std::array<int, 3>>{{16, 8, 16}}));
}

TEST(Targets, EveryFragmentLayoutCoversItsTileOnce) {
  // A lane layout that hits one element twice (or misses one) makes every matrix kernel of the
  // target compute a wrong product; the tiles are A m x k, B n x k, C m x n.
  for (const auto& [name, t] : spec::target_table())
    for (const spec::MatrixShape& m : t.matrix) {
      const struct {
        const char* operand;
        const spec::FragmentLayout& f;
        int rows, cols;
      } operands[] = {{"A", m.a, m.m, m.k}, {"B", m.b, m.n, m.k}, {"C", m.c, m.m, m.n}};
      for (const auto& o : operands) {
        SCOPED_TRACE(name + " " + std::to_string(m.k) + " " + o.operand);
        ASSERT_EQ(t.wave_size * o.f.elements(), o.rows * o.cols);
        std::vector<int> hits(static_cast<size_t>(o.rows * o.cols), 0);
        for (int l = 0; l < t.wave_size; ++l) {
          const int lo = l % o.f.lane_split, hi = l / o.f.lane_split;
          const int row0 = (o.f.row_from_lo ? lo : hi) * o.f.row_scale;
          const int col0 = (o.f.row_from_lo ? hi : lo) * o.f.col_scale;
          for (const auto& r : o.f.runs)
            for (int w = 0; w < o.f.run; ++w) {
              const int row = row0 + r.row + (o.f.run_along_rows ? w : 0);
              const int col = col0 + r.col + (o.f.run_along_rows ? 0 : w);
              ASSERT_TRUE(row >= 0 && row < o.rows && col >= 0 && col < o.cols) << "lane " << l;
              ++hits[static_cast<size_t>(row * o.cols + col)];
            }
        }
        for (int h : hits) EXPECT_EQ(h, 1);
      }
      EXPECT_NE(m.intrinsic(spec::DType::F16), nullptr) << name;
      EXPECT_NE(m.intrinsic(spec::DType::BF16), nullptr) << name;
      EXPECT_EQ(m.intrinsic(spec::DType::F32), nullptr) << name;
    }
}

TEST(Enums, NamesAreTheJsonValues) {
  EXPECT_STREQ(spec::to_string(spec::Math::Simt), "simt");
  EXPECT_STREQ(spec::to_string(spec::Math::Wmma), "wmma");
  EXPECT_STREQ(spec::to_string(spec::Math::Mfma), "mfma");
  EXPECT_STREQ(spec::to_string(spec::Math::Mma), "mma");
  EXPECT_STREQ(spec::to_string(spec::Epilogue::Direct), "direct");
  EXPECT_STREQ(spec::to_string(spec::Epilogue::Cshuffle), "cshuffle");
  EXPECT_STREQ(spec::to_string(spec::KLoop::Sync), "sync");
  EXPECT_STREQ(spec::to_string(spec::KLoop::DoubleBuffer), "double_buffer");
  EXPECT_STREQ(spec::to_string(spec::KLoop::Async), "async");
}

}  // namespace

// ------------------------------------------------------------------ the loader, field by field

namespace schema {

enum class Kind { Integer, PowerOfTwo, OneOf, Boolean, Text };

/// One field the loader reads: where, what it accepts, and whether it may be left out. The
/// tests below are generated from this table; a test checks the table against the loader's
/// configs, so that a field cannot be added to one and not the other.
struct Field {
  const char* family;  ///< "*" for every family
  const char* pointer;
  Kind kind;
  long long lo = 0, hi = 0;             ///< Integer, PowerOfTwo
  std::vector<std::string> values = {};  ///< OneOf
  bool optional = false;
};

const std::vector<std::string> kDTypes = {"f16", "bf16", "f32"}, kMaths = {"simt", "wmma", "mfma", "mma"},
                               kSplits = {"none", "atomic", "two_stage"}, kEpilogues = {"direct", "cshuffle"},
                               kKLoops = {"sync", "double_buffer", "async"},
                               kActivations = {"none", "relu", "sigmoid", "tanh"};

std::vector<std::string> target_names() {
  std::vector<std::string> out;
  for (const auto& [name, info] : spec::target_table()) out.push_back(name);
  return out;
}

const std::vector<Field>& table() {
  using enum Kind;
  const int kDeg = spec::kSplitDegreeMax;
  static const std::vector<Field> fields = {
      {"*", "/id", Integer, 1, 1000000},
      {"*", "/target", OneOf, 0, 0, target_names()},
      {"*", "/title", Text},
      {"gemm", "/dtype/a", OneOf, 0, 0, kDTypes},       {"gemm", "/dtype/b", OneOf, 0, 0, kDTypes},
      {"gemm", "/dtype/out", OneOf, 0, 0, kDTypes},     {"gemm", "/layout/a", OneOf, 0, 0, {"row", "col"}},
      {"gemm", "/layout/b", OneOf, 0, 0, {"row", "col"}}, {"gemm", "/tile/m", Integer, 1, 256},
      {"gemm", "/tile/n", Integer, 1, 256},             {"gemm", "/tile/k", PowerOfTwo, 8, 256},
      {"gemm", "/warps/m", Integer, 1, 16},             {"gemm", "/warps/n", Integer, 1, 16},
      {"gemm", "/vector/a", PowerOfTwo, 1, 16},         {"gemm", "/vector/b", PowerOfTwo, 1, 16},
      {"gemm", "/vector/c", PowerOfTwo, 1, 16, {}, true}, {"gemm", "/split_k/mode", OneOf, 0, 0, kSplits},
      {"gemm", "/split_k/degree", Integer, 1, kDeg},    {"gemm", "/epilogue", OneOf, 0, 0, kEpilogues},
      {"gemm", "/math", OneOf, 0, 0, kMaths},           {"gemm", "/k_loop", OneOf, 0, 0, kKLoops, true},
      {"mlp", "/width", Integer, 1, 256},               {"mlp", "/input_width", Integer, 1, 256},
      {"mlp", "/output_width", Integer, 1, 256},        {"mlp", "/hidden_layers", Integer, 1, 8},
      {"mlp", "/activation", OneOf, 0, 0, kActivations}, {"mlp", "/output_activation", OneOf, 0, 0, kActivations},
      {"mlp", "/dtype", OneOf, 0, 0, {"f16"}},          {"mlp", "/math", OneOf, 0, 0, kMaths},
      {"mlp", "/rows_per_block", Integer, 1, 1024},     {"mlp", "/bias", Boolean},
      {"mlp", "/mode", OneOf, 0, 0, {"inference", "training"}},
      {"mlp", "/activations", OneOf, 0, 0, {"lds", "registers"}, true},
      {"conv_wgrad", "/dtype/x", OneOf, 0, 0, kDTypes}, {"conv_wgrad", "/dtype/dy", OneOf, 0, 0, kDTypes},
      {"conv_wgrad", "/dtype/dw", OneOf, 0, 0, kDTypes}, {"conv_wgrad", "/stride/h", Integer, 1, 8},
      {"conv_wgrad", "/stride/w", Integer, 1, 8},       {"conv_wgrad", "/padding/h", Integer, 0, 16},
      {"conv_wgrad", "/padding/w", Integer, 0, 16},     {"conv_wgrad", "/dilation/h", Integer, 1, 8},
      {"conv_wgrad", "/dilation/w", Integer, 1, 8},     {"conv_wgrad", "/groups", Integer, 1, 4096},
      {"conv_wgrad", "/split_k/mode", OneOf, 0, 0, kSplits},
      {"conv_wgrad", "/split_k/degree", Integer, 1, kDeg},  // or "auto": ConvWgradDegreeMayBeAuto
      {"conv_wgrad", "/math", OneOf, 0, 0, kMaths},     {"conv_wgrad", "/tile/m", Integer, 1, 256},
      {"conv_wgrad", "/tile/n", Integer, 1, 256},       {"conv_wgrad", "/tile/k", PowerOfTwo, 8, 256},
      {"conv_wgrad", "/warps/m", Integer, 1, 16},       {"conv_wgrad", "/warps/n", Integer, 1, 16},
      {"conv_wgrad", "/epilogue", OneOf, 0, 0, kEpilogues}, {"conv_wgrad", "/k_loop", OneOf, 0, 0, kKLoops},
      {"conv_wgrad", "/lds_k_outer", Boolean},
      {"conv_wgrad", "/vector/a", Integer, 1, 16, {}, true}, {"conv_wgrad", "/vector/b", Integer, 1, 16, {}, true},
      {"conv_wgrad", "/vector/c", PowerOfTwo, 1, 16, {}, true},
      {"conv_wgrad", "/problem/n", Integer, 1, 65536},  {"conv_wgrad", "/problem/h", Integer, 1, 65536},
      {"conv_wgrad", "/problem/w", Integer, 1, 65536},  {"conv_wgrad", "/problem/c", Integer, 1, 65536},
      {"conv_wgrad", "/problem/k", Integer, 1, 65536},  {"conv_wgrad", "/problem/r", Integer, 1, 64},
      {"conv_wgrad", "/problem/s", Integer, 1, 64},
  };
  return fields;
}

/// A config of `family` that loads, with every optional field present.
json full_config(const std::string& family) {
  if (family == "gemm") {
    json c = valid_config(7);
    c["vector"]["c"] = 4;
    c["k_loop"] = "sync";
    return c;
  }
  if (family == "mlp")
    return json::parse(R"({"id": 7, "family": "mlp", "target": "gfx1201", "title": "t", "expect": "accept",
      "width": 64, "input_width": 64, "output_width": 64, "hidden_layers": 2, "activation": "relu",
      "output_activation": "none", "dtype": "f16", "math": "wmma", "rows_per_block": 64, "bias": false,
      "mode": "inference", "activations": "lds"})");
  return json::parse(R"({"id": 7, "family": "conv_wgrad", "target": "sm_90", "title": "t", "expect": "accept",
    "dtype": {"x": "f16", "dy": "f16", "dw": "f32"}, "stride": {"h": 1, "w": 1}, "padding": {"h": 1, "w": 1},
    "dilation": {"h": 1, "w": 1}, "groups": 1, "split_k": {"mode": "none", "degree": 1}, "math": "simt",
    "tile": {"m": 64, "n": 64, "k": 16}, "warps": {"m": 2, "n": 2}, "epilogue": "direct", "k_loop": "sync",
    "lds_k_outer": true, "vector": {"a": 4, "b": 4, "c": 4}, "problem": {"n": 2, "h": 14, "w": 14, "c": 16,
    "k": 32, "r": 3, "s": 3}})");
}

const std::vector<std::string> kFamilies = {"gemm", "mlp", "conv_wgrad"};

bool applies(const Field& f, const std::string& family) { return f.family == std::string("*") || f.family == family; }

/// The loader's verdict on `config`: "" when it loads, else its message.
std::string verdict(const json& config) {
  spec::Config loaded;
  std::string err;
  return spec::parse_config_object(config.dump(), "t.json", &loaded, &err) ? "" : err;
}

/// Every leaf pointer of `j` (objects recursed, `expect` left out: its own cases cover it).
void leaves(const json& j, const std::string& prefix, std::set<std::string>* out) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string p = prefix + "/" + it.key();
    if (p == "/expect" || p == "/family") continue;
    if (it->is_object()) leaves(*it, p, out);
    else out->insert(p);
  }
}

}  // namespace schema

TEST(LoaderSchema, TheTableIsEveryFieldOfTheShippedAndFullConfigs) {
  for (const std::string& family : schema::kFamilies) {
    SCOPED_TRACE(family);
    std::set<std::string> in_table, seen;
    for (const schema::Field& f : schema::table())
      if (schema::applies(f, family)) in_table.insert(f.pointer);
    const json full = schema::full_config(family);
    ASSERT_EQ(schema::verdict(full), "");
    schema::leaves(full, "", &seen);
    EXPECT_EQ(seen, in_table) << "the full config and the table name different fields";
    const json shipped = json::parse(std::ifstream(PK_SOURCE_DIR + "/parity/configs/" + family + ".json"));
    for (const json& c : shipped["configs"]) {
      std::set<std::string> fields;
      schema::leaves(c, "", &fields);
      for (const std::string& p : fields) EXPECT_TRUE(in_table.count(p)) << "config " << c["id"] << ": " << p;
    }
  }
}

TEST(LoaderSchema, EveryFieldAtBothEndsOfItsRangeAndOnePastEach) {
  using schema::Kind;
  int checked = 0;
  for (const std::string& family : schema::kFamilies)
    for (const schema::Field& f : schema::table()) {
      if (!schema::applies(f, family)) continue;
      SCOPED_TRACE(family + " " + f.pointer);
      const json::json_pointer ptr(f.pointer);
      auto with = [&](const json& value) {
        json c = schema::full_config(family);
        c[ptr] = value;
        return schema::verdict(c);
      };
      auto refused = [&](const json& value, const std::string& what) {
        const std::string id = f.pointer == std::string("/id") ? value.dump() : "7";
        EXPECT_EQ(with(value), "t.json: config " + id + ": " + f.pointer + ": " + what) << value.dump();
        ++checked;
      };
      auto accepted = [&](const json& value) {
        EXPECT_EQ(with(value), "") << value.dump();
        ++checked;
      };
      const std::string range = "[" + std::to_string(f.lo) + ", " + std::to_string(f.hi) + "], got ";
      switch (f.kind) {
        case Kind::Integer:
          accepted(f.lo);
          accepted(f.hi);
          refused(f.lo - 1, "expected an integer in " + range + std::to_string(f.lo - 1));
          refused(f.hi + 1, "expected an integer in " + range + std::to_string(f.hi + 1));
          if (f.pointer != std::string("/id")) refused(1.5, "expected an integer, got a number 1.5");
          break;
        case Kind::PowerOfTwo:
          accepted(f.lo);
          accepted(f.hi);
          for (long long v : {f.lo - 1, f.lo / 2 == f.lo ? f.lo - 1 : f.lo / 2, f.hi + 1, f.hi * 2, f.lo + f.lo / 2 + 1})
            if (v != f.lo && (v < f.lo || v > f.hi || (v & (v - 1)) != 0))
              refused(v, "expected a power of two in " + range + std::to_string(v));
          break;
        case Kind::OneOf: {
          std::string list;
          for (const std::string& v : f.values) {
            accepted(v);
            list += (list.empty() ? "" : ", ") + v;
          }
          refused("zz", "expected one of " + list + ", got \"zz\"");
          break;
        }
        case Kind::Boolean:
          accepted(true);
          accepted(false);
          refused(1, "expected true or false, got a number 1");
          break;
        case Kind::Text:
          accepted("x");
          refused("", "expected a non-empty string");
          break;
      }
      // Left out: fine where optional, named where required.
      json c = schema::full_config(family);
      c[ptr.parent_pointer()].erase(ptr.back());
      if (f.pointer == std::string("/id")) continue;
      EXPECT_EQ(schema::verdict(c), f.optional ? "" : "t.json: config 7: " + std::string(f.pointer) + ": missing required field");
    }
  std::cout << "[ loader schema ] " << checked << " field values checked against " << schema::table().size()
            << " table rows\n";
}

TEST(LoaderSchema, AnUnknownFieldIsRefusedAtEveryNestingLevel) {
  for (const std::string& family : schema::kFamilies) {
    std::set<std::string> objects{""};
    for (const schema::Field& f : schema::table())
      if (schema::applies(f, family)) objects.insert(json::json_pointer(f.pointer).parent_pointer().to_string());
    for (const std::string& object : objects) {
      SCOPED_TRACE(family + " " + object);
      json c = schema::full_config(family);
      c[json::json_pointer(object + "/zz_unknown")] = 1;
      EXPECT_EQ(schema::verdict(c), "t.json: config 7: " + object + "/zz_unknown: unknown field");
    }
  }
}

TEST(LoaderSchema, ConvWgradDegreeMayBeAuto) {
  json c = schema::full_config("conv_wgrad");
  c["split_k"]["degree"] = "auto";
  EXPECT_EQ(schema::verdict(c), "");
  c["split_k"]["degree"] = "max";
  EXPECT_EQ(schema::verdict(c), "t.json: config 7: /split_k/degree: expected one of auto, got \"max\"");
}

// ------------------------------------------------------------------ launch decisions

namespace {

spec::LaunchDecisions two_stage_decisions() {
  spec::LaunchDecisions d;
  d.split = spec::SplitMode::TwoStage;
  d.split_degree = 4;
  d.workspace_floats_per_output = 4;
  d.kernels.push_back({"paritykit_gemm_5", {{"N", 64}, {"M", 32}, {"", 4}}, 128});
  d.kernels.push_back({"paritykit_gemm_5_reduce", {{"outputs", 256}, {"", 1}, {"", 1}}, 256});
  return d;
}

}  // namespace

// The JSON form (the engine protocol's `launch`) reads back to the same decisions; the text form
// is what reports and failure reasons show.
TEST(LaunchDecisions, JsonRoundTripsAndTextShowsEveryField) {
  const spec::LaunchDecisions d = two_stage_decisions();
  const std::string j = spec::to_json(d);
  EXPECT_EQ(j, R"({"split":"two_stage","degree":4,"workspace_floats_per_output":4,"kernels":[)"
               R"({"name":"paritykit_gemm_5","grid":["N/64","M/32","4"],"block":128},)"
               R"({"name":"paritykit_gemm_5_reduce","grid":["outputs/256","1","1"],"block":256}]})");
  spec::LaunchDecisions back;
  std::string err;
  ASSERT_TRUE(spec::parse_launch_decisions(j, &back, &err)) << err;
  EXPECT_EQ(back, d);
  EXPECT_EQ(spec::to_string(d),
            "split two_stage 4, workspace 4 floats per output; paritykit_gemm_5 grid (N/64, M/32, 4) block 128; "
            "paritykit_gemm_5_reduce grid (outputs/256, 1, 1) block 256");
}

// Every kind of bad `launch` is refused with its JSON pointer, and the output is left alone.
TEST(LaunchDecisions, TheReaderRefusesBadInputWithItsPointer) {
  const json good = json::parse(spec::to_json(two_stage_decisions()));
  const struct {
    const char* pointer;
    json value;  ///< null: remove the field
    const char* why;
  } cases[] = {
      {"/split", "three_stage", "/split: expected \"none\", \"atomic\" or \"two_stage\", got a string \"three_stage\""},
      {"/degree", 0, "/degree: expected an integer in 1..256, got a number 0"},
      {"/degree", 1.5, "/degree: expected an integer in 1..256, got a number 1.5"},
      {"/workspace_floats_per_output", -1, "/workspace_floats_per_output: expected an integer in 0..256"},
      {"/kernels", json::array(), "/kernels: expected an array of at least one kernel, got an array"},
      {"/kernels/0/name", "", "/kernels/0/name: expected a kernel symbol, got a string \"\""},
      {"/kernels/0/grid", json::array({"N/64", "M/32"}), "/kernels/0/grid: expected an array of three axes"},
      {"/kernels/0/grid/1", "M/0", "/kernels/0/grid/1: expected \"EXTENT/N\" or \"N\" with N >= 1, got a string \"M/0\""},
      {"/kernels/0/grid/1", "/64", "/kernels/0/grid/1: expected \"EXTENT/N\""},
      {"/kernels/0/grid/2", "0", "/kernels/0/grid/2: expected \"EXTENT/N\""},
      {"/kernels/0/grid/2", "4x", "/kernels/0/grid/2: expected \"EXTENT/N\""},
      {"/kernels/0/grid/0", "N-1/64", "/kernels/0/grid/0: expected \"EXTENT/N\""},
      {"/kernels/0/grid/0", 64, "/kernels/0/grid/0: expected \"EXTENT/N\" or \"N\" with N >= 1, got a number 64"},
      {"/kernels/1/block", 0, "/kernels/1/block: expected an integer in 1..1048576, got a number 0"},
      {"/kernels/1/threads", 256, "/kernels/1/threads: unknown field"},
      {"/kernels/1/block", nullptr, "/kernels/1/block: missing required field"},
      {"/degree", nullptr, "/degree: missing required field"},
      {"/grid", "N/64", "/grid: unknown field"},
  };
  for (const auto& c : cases) {
    json bad = good;
    const json::json_pointer ptr(c.pointer);
    if (c.value.is_null())
      bad[ptr.parent_pointer()].erase(ptr.back());
    else
      bad[ptr] = c.value;
    spec::LaunchDecisions out = two_stage_decisions();
    out.split_degree = 99;
    std::string err;
    EXPECT_FALSE(spec::parse_launch_decisions(bad.dump(), &out, &err)) << c.pointer;
    EXPECT_NE(err.find(c.why), std::string::npos) << c.pointer << ": " << err;
    EXPECT_EQ(out.split_degree, 99) << "left as it was";
  }
  std::string err;
  spec::LaunchDecisions out;
  EXPECT_FALSE(spec::parse_launch_decisions("{\"split\":", &out, &err));
  EXPECT_NE(err.find("malformed JSON"), std::string::npos) << err;
  EXPECT_FALSE(spec::parse_launch_decisions("[]", &out, &err));
  EXPECT_NE(err.find("expected an object"), std::string::npos) << err;
}
