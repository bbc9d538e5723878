// The evidence bundle: sealed with a sha256 manifest of every file and the manifest's own hash;
// verified by re-hashing every file and re-deriving the verdict from the raw samples.
#include <algorithm>
#include <map>
#include <set>

#include "paritykit/qualify.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"
#include "paritykit/support/sha256.h"

namespace paritykit::qualify {
namespace fs = std::filesystem;
namespace {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

constexpr const char* kManifest = "manifest.sha256";
constexpr const char* kBundleHash = "bundle.sha256";

bool put(const fs::path& dir, const std::string& name, const std::string& text, std::string* err) {
  return support::write_file_atomic(dir / name, text, err);
}

/// Every regular file under `dir` but the manifest and the bundle hash, as sorted relative paths.
std::vector<std::string> files_of(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    const std::string rel = fs::relative(e.path(), dir).generic_string();
    if (rel != kManifest && rel != kBundleHash) out.push_back(rel);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string runs_json(const std::vector<WorkerRecord>& workers) {
  ojson runs = ojson::array();
  for (const WorkerRecord& w : workers)
    runs.push_back({{"group", w.group}, {"index", w.index}, {"pid", w.pid}, {"exit_status", w.exit_status},
                    {"file", w.file}, {"error", w.file.empty() ? w.error : ""}});
  return runs.dump(1) + "\n";
}

std::string matrix_md(const Protocol& p, const Verdict& v) {
  std::string md = "| group |";
  for (int i = 0; i < p.processes_per_group; ++i) md += " worker " + std::to_string(i) + " |";
  md += " valid | verdict |\n|---|";
  for (int i = 0; i < p.processes_per_group; ++i) md += "---|";
  md += "---|---|\n";
  for (const GroupVerdict& g : v.groups) {
    md += "| " + g.group + " |";
    for (const WorkerVerdict& w : g.workers) md += w.valid ? " valid |" : " rejected: " + w.reason + " |";
    md += " " + std::to_string(g.valid) + "/" + std::to_string(g.workers.size()) + " | " +
          (g.qualified ? "qualified" : "blocked") + " |\n";
  }
  return md;
}

/// The workers as runs.json and their files say (the runner's exit status and pid included).
bool load_workers(const fs::path& dir, std::vector<WorkerRecord>* out, std::string* err) {
  json runs;
  if (!support::load_json_file(dir / "runs.json", &runs, err)) return false;
  if (!runs.is_array()) {
    *err = (dir / "runs.json").string() + ": expected an array";
    return false;
  }
  for (size_t i = 0; i < runs.size(); ++i) {
    const json& r = runs[i];
    const std::string ptr = "/" + std::to_string(i);
    if (std::string bad = support::check_fields(r, ptr, {"group", "index", "pid", "exit_status", "file", "error"});
        !bad.empty()) {
      *err = (dir / "runs.json").string() + ": " + bad;
      return false;
    }
    WorkerRecord w;
    try {
      const std::string file = r["file"].get<std::string>();
      if (!file.empty()) {
        std::string text;
        if (!support::read_file(dir / file, &text, err) || !parse_worker(text, &w, err)) {
          *err = (dir / file).string() + ": " + *err;
          return false;
        }
      } else {
        w.group = r["group"].get<std::string>();
        w.index = r["index"].get<int>();
        w.error = r["error"].get<std::string>();
      }
      w.file = file;
      w.pid = r["pid"].get<long>();
      w.exit_status = r["exit_status"].get<int>();
    } catch (const std::exception& e) {
      *err = (dir / "runs.json").string() + ": " + ptr + ": wrong type: " + e.what();
      return false;
    }
    out->push_back(std::move(w));
  }
  return true;
}

}  // namespace

std::string verdict_json(const Protocol& p, const Verdict& v) {
  ojson j;
  j["schema"] = "paritykit.qualify-result/v1";
  j["protocol"] = p.name;
  j["groups"] = ojson::array();
  for (const GroupVerdict& g : v.groups) {
    ojson workers = ojson::array();
    for (const WorkerVerdict& w : g.workers)
      workers.push_back({{"index", w.index}, {"valid", w.valid}, {"reason", w.reason}, {"median_s", w.median_s}});
    j["groups"].push_back({{"group", g.group},
                           {"valid", g.valid},
                           {"of", g.workers.size()},
                           {"required", p.required_valid},
                           {"qualified", g.qualified},
                           {"workers", workers}});
  }
  j["errors"] = v.errors;
  j["profile_qualified"] = v.profile_qualified;
  j["performance_claim_allowed"] = v.performance_claim_allowed;
  j["claims"] = v.claims;
  return j.dump(1) + "\n";
}

bool seal_bundle(const fs::path& dir, const Protocol& p, const std::vector<WorkerRecord>& workers, const Verdict& v,
                 std::string* err) {
  if (!put(dir, "runs.json", runs_json(workers), err) || !put(dir, "result.json", verdict_json(p, v), err) ||
      !put(dir, "matrix.md", matrix_md(p, v), err) || !put(dir, "report.txt", report_text(p, v), err))
    return false;
  std::string manifest;
  for (const std::string& rel : files_of(dir)) {
    std::string bytes;
    if (!support::read_file(dir / rel, &bytes, err)) return false;
    manifest += support::sha256_hex(bytes) + "  " + rel + "\n";
  }
  return put(dir, kManifest, manifest, err) && put(dir, kBundleHash, support::sha256_hex(manifest) + "\n", err);
}

bool verify_bundle(const fs::path& dir, std::vector<std::string>* findings, std::string* err) {
  std::string manifest, bundle_hash;
  if (!support::read_file(dir / kManifest, &manifest, err) || !support::read_file(dir / kBundleHash, &bundle_hash, err))
    return false;
  if (bundle_hash != support::sha256_hex(manifest) + "\n")
    findings->push_back(std::string(kBundleHash) + ": does not match " + kManifest);
  std::map<std::string, std::string> listed;  // path -> sha256
  size_t start = 0;
  while (start < manifest.size()) {
    const size_t end = manifest.find('\n', start);
    const std::string line = manifest.substr(start, end - start);
    start = end == std::string::npos ? manifest.size() : end + 1;
    if (line.size() < 67 || line.substr(64, 2) != "  ") {
      findings->push_back(std::string(kManifest) + ": malformed line \"" + line.substr(0, 80) + "\"");
      continue;
    }
    listed[line.substr(66)] = line.substr(0, 64);
  }
  const std::vector<std::string> present = files_of(dir);
  for (const std::string& rel : present) {
    const auto it = listed.find(rel);
    if (it == listed.end()) {
      findings->push_back(rel + ": not in the manifest");
      continue;
    }
    std::string bytes;
    if (!support::read_file(dir / rel, &bytes, err)) return false;
    if (support::sha256_hex(bytes) != it->second) findings->push_back(rel + ": sha256 differs from the manifest");
  }
  for (const auto& [rel, hash] : listed)
    if (!std::binary_search(present.begin(), present.end(), rel)) findings->push_back(rel + ": in the manifest, missing");

  // The verdict again, from the raw samples.
  std::string protocol_text, result_text;
  Protocol p;
  std::vector<WorkerRecord> workers;
  if (!support::read_file(dir / "protocol.json", &protocol_text, err) || !parse_protocol(protocol_text, &p, err) ||
      !load_workers(dir, &workers, err) || !support::read_file(dir / "result.json", &result_text, err))
    return false;
  if (verdict_json(p, decide(p, workers)) != result_text)
    findings->push_back("result.json: differs from the verdict re-derived from the worker files");
  return findings->empty();
}

}  // namespace paritykit::qualify
