// Strict JSON loading of config files and the flavor table.
#include <limits>
#include <regex>
#include <set>
#include <stdexcept>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "paritykit/spec.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"
#include "paritykit/support/returning.h"

namespace paritykit::spec {
namespace {

using nlohmann::json;

/// A bad input found deep in the strict reader. It keeps the reader a straight line of field reads;
/// it never leaves this file: the public loaders catch it and return its message.
struct LoadFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string read_file(const std::string& path) {
  std::string text, err;
  if (!support::read_file(path, &text, &err)) throw LoadFailure{err};
  return text;
}

/// Parses JSON, refusing duplicate keys in any object (nlohmann keeps the last silently).
json parse_strict(const std::string& text, const std::string& path) {
  json doc;
  std::string err;
  if (!support::parse_json_strict(text, &doc, &err)) throw LoadFailure{path + ": " + err};
  return doc;
}

/// Reads one JSON object field by field; every read names its JSON pointer on error,
/// and finish() refuses fields nobody read.
class StrictObject {
 public:
  StrictObject(const json& j, std::string prefix, std::string where)
      : j_(j), prefix_(std::move(prefix)), where_(std::move(where)) {
    if (!j_.is_object()) fail(prefix_.empty() ? "/" : prefix_, "expected an object, got " + kind(j_));
  }

  [[noreturn]] void fail(const std::string& pointer, const std::string& what) const {
    throw LoadFailure{where_ + ": " + pointer + ": " + what};
  }

  const json& get(const std::string& key) {
    seen_.insert(key);
    auto it = j_.find(key);
    if (it == j_.end()) fail(ptr(key), "missing required field");
    return *it;
  }
  bool has(const std::string& key) const { return j_.contains(key); }
  bool is_string(const std::string& key) const {
    auto it = j_.find(key);
    return it != j_.end() && it->is_string();
  }

  std::string string(const std::string& key) {
    const json& v = get(key);
    if (!v.is_string()) fail(ptr(key), "expected a string, got " + kind(v));
    return v.get<std::string>();
  }

  std::string one_of(const std::string& key, const std::vector<std::string>& allowed) {
    std::string v = string(key);
    for (const auto& a : allowed)
      if (a == v) return v;
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
    fail(ptr(key), "expected one of " + list + ", got \"" + v + "\"");
  }

  int integer(const std::string& key, int lo, int hi) {
    const json& v = get(key);
    if (!v.is_number_integer()) fail(ptr(key), "expected an integer, got " + kind(v));
    // JSON keeps a value past int64 (2^64-1) unsigned: compared as such, and named as written.
    constexpr auto kInt64Max = static_cast<unsigned long long>(std::numeric_limits<long long>::max());
    const bool past_int64 = v.is_number_unsigned() && v.get<unsigned long long>() > kInt64Max;
    const bool in_range = !past_int64 && v.get<long long>() >= lo && v.get<long long>() <= hi;
    if (!in_range)
      fail(ptr(key), "expected an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got " + v.dump());
    return static_cast<int>(v.get<long long>());
  }

  int power_of_two(const std::string& key, int lo, int hi) {
    const json& v = get(key);
    long long x = v.is_number_integer() ? v.get<long long>() : -1;
    if (!v.is_number_integer() || x < lo || x > hi || (x & (x - 1)) != 0)
      fail(ptr(key), "expected a power of two in [" + std::to_string(lo) + ", " + std::to_string(hi) +
                         "], got " + v.dump());
    return static_cast<int>(x);
  }

  bool boolean(const std::string& key) {
    const json& v = get(key);
    if (!v.is_boolean()) fail(ptr(key), "expected true or false, got " + kind(v));
    return v.get<bool>();
  }

  StrictObject object(const std::string& key) { return StrictObject(get(key), ptr(key), where_); }

  void finish() const {
    for (auto it = j_.begin(); it != j_.end(); ++it)
      if (!seen_.count(it.key())) fail(ptr(it.key()), "unknown field");
  }

  std::string ptr(const std::string& key) const { return prefix_ + "/" + key; }

  static std::string kind(const json& v) { return support::json_kind(v); }

 private:
  const json& j_;
  std::string prefix_, where_;
  std::set<std::string> seen_;
};

DType dtype_of(const std::string& s) {
  return s == "f16" ? DType::F16 : s == "bf16" ? DType::BF16 : DType::F32;
}
const std::vector<std::string> kDTypes = {"f16", "bf16", "f32"};
const std::vector<std::string> kLayouts = {"row", "col"};
const std::vector<std::string> kMaths = {"simt", "wmma", "mfma", "mma"};

Math math_of(const std::string& s) {
  return s == "wmma" ? Math::Wmma : s == "mfma" ? Math::Mfma : s == "mma" ? Math::Mma : Math::Simt;
}

/// gemm's `split_k` {mode, degree} object (conv_wgrad's degree may also be "auto").
void read_split_k(StrictObject& o, SplitMode& mode, int& degree) {
  auto sk = o.object("split_k");
  const std::string m = sk.one_of("mode", {"none", "atomic", "two_stage"});
  mode = m == "none" ? SplitMode::None : m == "atomic" ? SplitMode::Atomic : SplitMode::TwoStage;
  degree = sk.integer("degree", 1, kSplitDegreeMax);
  sk.finish();
}

KLoop k_loop_of(StrictObject& o) {
  const std::string k =
      o.one_of("k_loop", {to_string(KLoop::Sync), to_string(KLoop::DoubleBuffer), to_string(KLoop::Async)});
  return k == to_string(KLoop::DoubleBuffer) ? KLoop::DoubleBuffer
         : k == to_string(KLoop::Async)      ? KLoop::Async
                                             : KLoop::Sync;
}

Epilogue epilogue_of(StrictObject& o) {
  return o.one_of("epilogue", {to_string(Epilogue::Direct), to_string(Epilogue::Cshuffle)}) == "direct"
             ? Epilogue::Direct
             : Epilogue::Cshuffle;
}

GemmSpec parse_gemm_fields(StrictObject& o) {
  GemmSpec g;
  auto dt = o.object("dtype");
  g.a = dtype_of(dt.one_of("a", kDTypes));
  g.b = dtype_of(dt.one_of("b", kDTypes));
  g.out = dtype_of(dt.one_of("out", kDTypes));
  dt.finish();
  auto lay = o.object("layout");
  g.layout_a = lay.one_of("a", kLayouts) == "row" ? Layout::Row : Layout::Col;
  g.layout_b = lay.one_of("b", kLayouts) == "row" ? Layout::Row : Layout::Col;
  lay.finish();
  auto tile = o.object("tile");
  g.tile_m = tile.integer("m", 1, 256);
  g.tile_n = tile.integer("n", 1, 256);
  g.tile_k = tile.power_of_two("k", 8, 256);
  tile.finish();
  auto warps = o.object("warps");
  g.warps_m = warps.integer("m", 1, 16);
  g.warps_n = warps.integer("n", 1, 16);
  warps.finish();
  auto vec = o.object("vector");
  g.vector_a = vec.power_of_two("a", 1, 16);
  g.vector_b = vec.power_of_two("b", 1, 16);
  // The store vector may be left out: every config written before cshuffle stores one element.
  if (vec.has("c")) g.vector_c = vec.power_of_two("c", 1, 16);
  vec.finish();
  read_split_k(o, g.split, g.split_degree);
  g.epilogue = epilogue_of(o);
  g.math = math_of(o.one_of("math", kMaths));
  // k_loop may be left out: every config written before it existed is `sync`.
  g.k_loop = o.has("k_loop") ? k_loop_of(o) : KLoop::Sync;
  return g;
}

const std::vector<std::string> kActivations = {"none", "relu", "sigmoid", "tanh"};

Activation activation_of(const std::string& s) {
  return s == "relu" ? Activation::ReLU : s == "sigmoid" ? Activation::Sigmoid : s == "tanh" ? Activation::Tanh
                                                                                             : Activation::None;
}

MlpSpec parse_mlp_fields(StrictObject& o) {
  MlpSpec m;
  // Sizes load over a range wider than the engines tile, so that each engine rule (a width
  // the math path cannot tile, dims over width, rows not a multiple of the tile) has configs.
  m.width = o.integer("width", 1, 256);
  m.input_width = o.integer("input_width", 1, 256);
  m.output_width = o.integer("output_width", 1, 256);
  m.hidden_layers = o.integer("hidden_layers", 1, 8);
  m.activation = activation_of(o.one_of("activation", kActivations));
  m.output_activation = activation_of(o.one_of("output_activation", kActivations));
  m.dtype = dtype_of(o.one_of("dtype", {"f16"}));
  m.math = math_of(o.one_of("math", kMaths));
  m.rows_per_block = o.integer("rows_per_block", 1, 1024);
  m.bias = o.boolean("bias");
  m.mode = o.one_of("mode", {to_string(MlpMode::Inference), to_string(MlpMode::Training)}) ==
                   to_string(MlpMode::Training)
               ? MlpMode::Training
               : MlpMode::Inference;
  // activations may be left out: every config written before it existed keeps them in LDS.
  if (o.has("activations"))
    m.activations = o.one_of("activations", {to_string(MlpActivations::Lds), to_string(MlpActivations::Registers)}) ==
                            to_string(MlpActivations::Registers)
                        ? MlpActivations::Registers
                        : MlpActivations::Lds;
  return m;
}

ConvWgradSpec parse_conv_wgrad_fields(StrictObject& o) {
  ConvWgradSpec w;
  auto dt = o.object("dtype");
  w.x = dtype_of(dt.one_of("x", kDTypes));
  w.dy = dtype_of(dt.one_of("dy", kDTypes));
  w.dw = dtype_of(dt.one_of("dw", kDTypes));
  dt.finish();
  auto stride = o.object("stride");
  w.stride_h = stride.integer("h", 1, 8);
  w.stride_w = stride.integer("w", 1, 8);
  stride.finish();
  auto pad = o.object("padding");
  w.pad_h = pad.integer("h", 0, 16);
  w.pad_w = pad.integer("w", 0, 16);
  pad.finish();
  auto dil = o.object("dilation");
  w.dilation_h = dil.integer("h", 1, 8);
  w.dilation_w = dil.integer("w", 1, 8);
  dil.finish();
  w.groups = o.integer("groups", 1, 4096);
  {
    auto sk = o.object("split_k");
    const std::string m = sk.one_of("mode", {"none", "atomic", "two_stage"});
    w.split = m == "none" ? SplitMode::None : m == "atomic" ? SplitMode::Atomic : SplitMode::TwoStage;
    w.split_auto = sk.is_string("degree");
    if (w.split_auto)
      sk.one_of("degree", {"auto"});
    else
      w.split_degree = sk.integer("degree", 1, kSplitDegreeMax);
    sk.finish();
  }
  w.math = math_of(o.one_of("math", kMaths));
  auto tile = o.object("tile");
  w.tile_m = tile.integer("m", 1, 256);
  w.tile_n = tile.integer("n", 1, 256);
  w.tile_k = tile.power_of_two("k", 8, 256);
  tile.finish();
  auto warps = o.object("warps");
  w.warps_m = warps.integer("m", 1, 16);
  w.warps_n = warps.integer("n", 1, 16);
  warps.finish();
  w.epilogue = epilogue_of(o);
  w.k_loop = k_loop_of(o);
  w.lds_k_outer = o.boolean("lds_k_outer");
  // Caps load over 1..16 so that the engines' range rule (1..8, 4 for f32) has configs.
  if (o.has("vector")) {
    auto vec = o.object("vector");
    if (vec.has("a")) w.cap_a = vec.integer("a", 1, 16);
    if (vec.has("b")) w.cap_b = vec.integer("b", 1, 16);
    if (vec.has("c")) w.vector_c = vec.power_of_two("c", 1, 16);
    vec.finish();
  }
  auto pr = o.object("problem");
  w.problem.n = pr.integer("n", 1, 65536);
  w.problem.h = pr.integer("h", 1, 65536);
  w.problem.w = pr.integer("w", 1, 65536);
  w.problem.c = pr.integer("c", 1, 65536);
  w.problem.k = pr.integer("k", 1, 65536);
  w.problem.r = pr.integer("r", 1, 64);
  w.problem.s = pr.integer("s", 1, 64);
  pr.finish();
  return w;
}

/// How each family's fields are read, in Family order (the FamilySpec alternative of the same index).
using FieldParser = FamilySpec (*)(StrictObject&);
constexpr FieldParser kFieldParsers[] = {
    [](StrictObject& o) -> FamilySpec { return parse_gemm_fields(o); },
    [](StrictObject& o) -> FamilySpec { return parse_mlp_fields(o); },
    [](StrictObject& o) -> FamilySpec { return parse_conv_wgrad_fields(o); },
};
static_assert(std::size(kFieldParsers) == std::variant_size_v<FamilySpec>);
static_assert(std::is_same_v<std::variant_alternative_t<static_cast<size_t>(Family::Gemm), FamilySpec>, GemmSpec>);
static_assert(std::is_same_v<std::variant_alternative_t<static_cast<size_t>(Family::Mlp), FamilySpec>, MlpSpec>);
static_assert(
    std::is_same_v<std::variant_alternative_t<static_cast<size_t>(Family::ConvWgrad), FamilySpec>, ConvWgradSpec>);

std::vector<std::string> family_names() {
  std::vector<std::string> names;
  for (const FamilyInfo& f : family_table()) names.emplace_back(f.name);
  return names;
}

Family family_of(StrictObject& o) { return *find_family(o.one_of("family", family_names())); }

Config parse_config(const json& j, const std::string& path, const std::string& fallback_name) {
  // The id names the config in every later message, so read it first.
  std::string where = path + ": " + fallback_name;
  if (j.is_object() && j.contains("id") && j["id"].is_number_integer())
    where = path + ": config " + j["id"].dump();
  StrictObject o(j, "", where);
  Config c;
  c.file = path;
  c.id = o.integer("id", 1, 1000000);
  const Family family = family_of(o);
  std::vector<std::string> targets;
  for (const auto& [name, info] : target_table()) targets.push_back(name);
  c.target = o.one_of("target", targets);
  c.title = o.string("title");
  if (c.title.empty()) o.fail("/title", "expected a non-empty string");
  const json& e = o.get("expect");
  if (e.is_string() && e.get<std::string>() == "accept") {
    c.expect.accept = true;
  } else if (e.is_object()) {
    auto eo = o.object("expect");
    c.expect.accept = false;
    c.expect.reject_code = eo.string("reject");
    static const std::regex code_re("E_[A-Z0-9_]+");
    if (!std::regex_match(c.expect.reject_code, code_re))
      eo.fail("/expect/reject", "expected a reject code E_[A-Z0-9_]+, got \"" + c.expect.reject_code + "\"");
    eo.finish();
  } else {
    o.fail("/expect", "expected \"accept\" or {\"reject\": \"E_CODE\"}, got " + StrictObject::kind(e));
  }
  c.spec = kFieldParsers[static_cast<size_t>(family)](o);
  o.finish();
  c.json = j.dump();
  return c;
}

}  // namespace

const char* to_string(DType d) { return d == DType::F16 ? "f16" : d == DType::BF16 ? "bf16" : "f32"; }
const char* to_string(Layout l) { return l == Layout::Row ? "row" : "col"; }
const char* to_string(Activation a) {
  return a == Activation::ReLU ? "relu" : a == Activation::Sigmoid ? "sigmoid" : a == Activation::Tanh ? "tanh" : "none";
}
const char* to_string(SplitMode m) {
  return m == SplitMode::None ? "none" : m == SplitMode::Atomic ? "atomic" : "two_stage";
}
int size_of(DType d) { return d == DType::F32 ? 4 : 2; }
const char* to_string(MlpMode m) { return m == MlpMode::Inference ? "inference" : "training"; }
const char* to_string(MlpActivations a) { return a == MlpActivations::Lds ? "lds" : "registers"; }

std::int64_t mlp_param_count(const MlpSpec& ms) {
  const std::int64_t outputs = static_cast<std::int64_t>(ms.hidden_layers) * ms.width + ms.output_width;
  return outputs * ms.width + (ms.bias ? outputs : 0);
}
const char* to_string(Math m) {
  return m == Math::Simt ? "simt" : m == Math::Wmma ? "wmma" : m == Math::Mfma ? "mfma" : "mma";
}
const char* to_string(Epilogue e) { return e == Epilogue::Direct ? "direct" : "cshuffle"; }
const char* to_string(KLoop k) {
  return k == KLoop::Sync ? "sync" : k == KLoop::DoubleBuffer ? "double_buffer" : "async";
}

const std::vector<FamilyInfo>& family_table() {
  static const std::vector<FamilyInfo> table = {
      {Family::Gemm, "gemm"}, {Family::Mlp, "mlp"}, {Family::ConvWgrad, "conv_wgrad"}};
  return table;
}
const char* to_string(Family f) { return family_table()[static_cast<size_t>(f)].name.data(); }
std::optional<Family> find_family(std::string_view name) {
  for (const FamilyInfo& f : family_table())
    if (f.name == name) return f.family;
  return std::nullopt;
}

namespace {

ConfigFile config_file_from_text(const std::string& text, const std::string& path) {
  json doc = parse_strict(text, path);
  StrictObject top(doc, "", path);
  ConfigFile file;
  file.path = path;
  file.family = family_of(top);
  const json& index = top.get("index");
  if (!index.is_array()) top.fail("/index", "expected an array of strings");
  const json& configs = top.get("configs");
  if (!configs.is_array()) top.fail("/configs", "expected an array of config objects");
  top.finish();

  std::set<int> ids;
  for (size_t i = 0; i < configs.size(); ++i) {
    Config c = parse_config(configs[i], path, "/configs/" + std::to_string(i));
    if (c.family() != file.family)
      throw LoadFailure{path + ": config " + std::to_string(c.id) + ": /family: expected \"" +
                      to_string(file.family) + "\" (the file's family), got \"" + c.family_name() + "\""};
    if (!ids.insert(c.id).second)
      throw LoadFailure{path + ": config " + std::to_string(c.id) + ": /id: duplicate id"};
    file.configs.push_back(std::move(c));
  }
  // The index says what each config covers: one line per id, "<id> -- text", same order.
  static const std::regex line_re(R"((\d+) -- .+)");
  for (size_t i = 0; i < index.size(); ++i) {
    std::smatch m;
    std::string line = index[i].is_string() ? index[i].get<std::string>() : "";
    std::string ptr = "/index/" + std::to_string(i);
    if (!std::regex_match(line, m, line_re))
      throw LoadFailure{path + ": " + ptr + ": expected \"<id> -- what it covers\", got " + index[i].dump()};
    // Compared as text: a number past int (std::stoi would throw out_of_range) is just a wrong id.
    if (i >= file.configs.size() || m[1].str() != std::to_string(file.configs[i].id))
      throw LoadFailure{path + ": " + ptr + ": index line for id " + m[1].str() +
                      " does not match config " +
                      (i < file.configs.size() ? std::to_string(file.configs[i].id) : "(none)") + " at /configs/" +
                      std::to_string(i)};
    file.index.push_back(line);
  }
  if (index.size() != file.configs.size())
    throw LoadFailure{path + ": /index: " + std::to_string(index.size()) + " lines for " +
                    std::to_string(file.configs.size()) + " configs"};
  return file;
}

}  // namespace

bool parse_config_object(const std::string& json_text, const std::string& path, Config* out, std::string* err) {
  return support::returning_error_of<LoadFailure>([&] { return parse_config(parse_strict(json_text, path), path, "config"); }, out, err);
}

bool parse_config_text(const std::string& text, const std::string& path, ConfigFile* out, std::string* err) {
  return support::returning_error_of<LoadFailure>([&] { return config_file_from_text(text, path); }, out, err);
}

bool load_config_file(const std::string& path, ConfigFile* out, std::string* err) {
  return support::returning_error_of<LoadFailure>([&] { return config_file_from_text(read_file(path), path); }, out, err);
}

const Config* ConfigFile::find(int id) const {
  for (const Config& c : configs)
    if (c.id == id) return &c;
  return nullptr;
}

bool Flavor::has_target(const std::string& t) const {
  for (const auto& x : targets)
    if (x == t) return true;
  return false;
}

const Flavor* FlavorTable::find(const std::string& name) const {
  for (const auto& f : flavors)
    if (f.name == name) return &f;
  return nullptr;
}

/// One entry of a flavor table's `flavors`, at `ptr` (tool_dir left empty).
namespace {

Flavor parse_flavor(const json& j, const std::string& ptr, const std::string& path) {
  StrictObject o(j, ptr, path);
  Flavor f;
  f.name = o.string("name");
  f.llvm_major = o.integer("major", 1, 1000);
  if (f.name != "llvm" + std::to_string(f.llvm_major))
    o.fail(o.ptr("name"), "expected \"llvm" + std::to_string(f.llvm_major) + "\" for major " +
                              std::to_string(f.llvm_major) + ", got \"" + f.name + "\"");
  f.nocapture_attr = o.one_of("nocapture_attr", {"nocapture", "captures(none)"});
  f.nvptx_barrier = o.one_of("nvptx_barrier", {"llvm.nvvm.barrier0", "llvm.nvvm.barrier.cta.sync.aligned.all"});
  f.nvptx_exp2 = o.one_of("nvptx_exp2", {"llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.f32"});
  f.wmma_neg_operands = o.boolean("wmma_neg_operands");
  const json& ts = o.get("targets");
  if (!ts.is_array()) o.fail(o.ptr("targets"), "expected an array of target names");
  for (size_t t = 0; t < ts.size(); ++t) {
    if (!ts[t].is_string() || !find_target(ts[t].get<std::string>()))
      o.fail(o.ptr("targets") + "/" + std::to_string(t), "expected a known target, got " + ts[t].dump());
    f.targets.push_back(ts[t].get<std::string>());
  }
  const json& measured = o.get("measured");
  if (!measured.is_boolean()) o.fail(o.ptr("measured"), "expected a boolean");
  f.measured = measured.get<bool>();
  f.note = o.string("note");
  o.finish();
  f.json = j.dump();
  return f;
}

FlavorTable flavor_table_from_text(const std::string& text, const std::string& path) {
  json doc = parse_strict(text, path);
  StrictObject top(doc, "", path);
  top.one_of("schema", {"paritykit.flavors/v1"});
  std::string pattern = top.string("tool_dir_pattern");
  if (pattern.find("{major}") == std::string::npos)
    top.fail("/tool_dir_pattern", "expected a pattern containing {major}");
  const json& list = top.get("flavors");
  if (!list.is_array() || list.empty()) top.fail("/flavors", "expected a non-empty array");
  top.finish();
  FlavorTable table;
  for (size_t i = 0; i < list.size(); ++i) {
    Flavor f = parse_flavor(list[i], "/flavors/" + std::to_string(i), path);
    f.tool_dir = pattern;
    f.tool_dir.replace(f.tool_dir.find("{major}"), 7, std::to_string(f.llvm_major));
    if (table.find(f.name))
      StrictObject(list[i], "/flavors/" + std::to_string(i), path).fail("/flavors/" + std::to_string(i) + "/name",
                                                                      "duplicate flavor \"" + f.name + "\"");
    table.flavors.push_back(std::move(f));
  }
  return table;
}

}  // namespace

bool parse_flavor_text(const std::string& text, const std::string& path, FlavorTable* out, std::string* err) {
  return support::returning_error_of<LoadFailure>([&] { return flavor_table_from_text(text, path); }, out, err);
}

bool parse_flavor_object(const std::string& json_text, const std::string& path, Flavor* out, std::string* err) {
  return support::returning_error_of<LoadFailure>([&] { return parse_flavor(parse_strict(json_text, path), "", path); }, out, err);
}

bool load_flavor_table(const std::string& path, FlavorTable* out, std::string* err) {
  return support::returning_error_of<LoadFailure>([&] { return flavor_table_from_text(read_file(path), path); }, out, err);
}

}  // namespace paritykit::spec
