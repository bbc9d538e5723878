// reference-run: one config and problem in, the inputs and the FP32 reference with its
// per-element bound out, as NumPy .npy files. Exit codes: 0 written, 1 a file could not be
// written, 2 bad usage, spec or problem.
#include <iostream>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "paritykit/reference.h"
#include "paritykit/reports.h"
#include "paritykit/support/json.h"
#include "paritykit/support/file.h"
#include "paritykit/support/option_text.h"

namespace ref = paritykit::reference;
namespace spec = paritykit::spec;

namespace {

/// The config object in `path`: the file is one config object, or a config file whose entry `id` is
/// taken. False with `*err` naming the file.
bool load_config(const std::string& path, int id, spec::Config* out, std::string* err) {
  std::string text;
  if (!paritykit::support::read_file(path, &text, err)) return false;
  nlohmann::json doc;
  if (!paritykit::support::parse_json_strict(text, &doc, err)) {
    *err = path + ": " + *err;
    return false;
  }
  if (doc.is_object() && doc.contains("configs")) {
    if (id < 0) {
      *err = path + ": a config file: pick one config with --id";
      return false;
    }
    spec::ConfigFile file;
    if (!spec::parse_config_text(text, path, &file, err)) return false;
    if (const spec::Config* c = file.find(id)) {
      *out = *c;
      return true;
    }
    *err = path + ": no config with id " + std::to_string(id);
    return false;
  }
  if (id >= 0) {
    *err = path + ": --id given, but the file is a single config object";
    return false;
  }
  return spec::parse_config_object(text, path, out, err);
}

nlohmann::ordered_json file_entry(const std::string& file, const char* descr, const std::vector<std::int64_t>& shape,
                                  bool fortran_order, const std::string& what) {
  return {{"file", file}, {"descr", descr}, {"shape", shape}, {"fortran_order", fortran_order}, {"what", what}};
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "reference-run: writes the inputs, the FP32 reference output (ref.npy) and its per-element bound\n"
      "(bound.npy, |kernel - ref| <= bound) for one config and problem. Exit codes: 0 written,\n"
      "1 a file could not be written, 2 bad usage, spec or problem."};
  std::string spec_path, problem, out_dir, mode_name = "uniform";
  std::uint64_t seed = 0;
  int id = -1;
  bool json_out = false;
  app.add_option("--spec", spec_path, "a config object (the schema of an entry of parity/configs/*.json), or a config file with --id")
      ->required();
  app.add_option("--id", id, "the config to take when --spec is a whole config file");
  app.add_option("--problem", problem,
                 "problem sizes as JSON: gemm {\"m\",\"n\",\"k\"}, mlp {\"batch\"}, conv_wgrad {\"n\",\"h\",\"w\",\"c\",\"k\",\"r\",\"s\"}")
      ->required();
  // CLI11 reads "-1" into an unsigned as 2^64 - 1, and 2^64 as 2^64 - 1 too: the text is checked
  // first, so that neither can wrap or saturate.
  app.add_option("--seed", seed, "generator seed in [0, 2^64 - 1] (element i of each tensor depends only on seed, tensor and i)")
      ->required()
      ->check(CLI::Validator(paritykit::support::uint64_text_error, "UINT64"));
  // An empty directory name would put the files in the current directory.
  app.add_option("--out", out_dir, "output directory (created; its files replaced as one set: all of them or none)")
      ->required()
      ->check(CLI::Validator(paritykit::support::empty_value_error, "DIR"));
  app.add_option("--mode", mode_name, "inputs: uniform (in [-1, 1]), exact (small integers), splitk_worst")
      ->check(CLI::IsMember({"uniform", "exact", "splitk_worst"}));
  app.add_flag("--json", json_out, "print the manifest (what was written) as JSON on stdout");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  const ref::InputMode mode = mode_name == "exact"   ? ref::InputMode::Exact
                              : mode_name == "uniform" ? ref::InputMode::Uniform
                                                       : ref::InputMode::SplitKWorst;
  spec::Config config;
  if (std::string err; !load_config(spec_path, id, &config, &err)) {
    std::cerr << "reference-run: " << err << "\n";
    return 2;
  }
  ref::Case c;
  if (std::string err; !ref::make_case(config, problem, seed, mode, &c, &err)) {
    std::cerr << "reference-run: " << err << "\n";
    return 2;
  }

  nlohmann::ordered_json manifest = {{"schema", "paritykit.reference/v1"},
                                     {"family", config.family_name()},
                                     {"config", config.id},
                                     {"spec", spec_path},
                                     {"problem", nlohmann::json::parse(problem)},
                                     {"seed", seed},
                                     {"mode", ref::to_string(mode)},
                                     {"inputs", c.note},
                                     {"files", nlohmann::json::array()}};
  std::vector<std::pair<std::string, std::string>> files;
  for (const ref::Tensor& t : c.inputs) {
    const char* descr = t.dtype == spec::DType::F32 ? "<f4" : t.dtype == spec::DType::F16 ? "<f2" : "<u2";
    std::string what = std::string(spec::to_string(t.dtype)) + " input" +
                       (t.dtype == spec::DType::BF16 ? " as bf16 bit patterns" : "") +
                       (t.column_major ? ", column-major (col layout)" : "");
    manifest["files"].push_back(file_entry(t.name + ".npy", descr, t.shape, t.column_major, what));
    files.emplace_back(t.name + ".npy", ref::npy_bytes(t));
  }
  const auto& r = c.reference;
  manifest["files"].push_back(file_entry("ref.npy", "<f4", r.shape, false, "FP32 reference output (Eigen)"));
  manifest["files"].push_back(file_entry("bound.npy", "<f8", r.shape, false, "per-element bound: |kernel - ref| <= bound"));
  files.emplace_back("ref.npy", ref::npy_bytes(std::span<const float>(r.ref), r.shape));
  files.emplace_back("bound.npy", ref::npy_bytes(std::span<const double>(r.bound), r.shape));
  files.emplace_back("manifest.json", paritykit::reports::json_text(manifest));
  // The whole set or none: a reader never finds new inputs beside an old reference.
  paritykit::support::FileSet set;
  for (auto& [name, bytes] : files) set.write(std::filesystem::path(out_dir) / name, std::move(bytes));
  if (std::string err; !set.commit(&err)) {
    std::cerr << "reference-run: nothing written, the files in " << out_dir << " are as they were: " << err << "\n";
    return 1;
  }
  if (json_out) std::cout << paritykit::reports::json_text(manifest);
  else std::cerr << "reference-run: wrote " << files.size() << " files to " << out_dir << "\n";
  return 0;
}
