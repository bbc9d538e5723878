// The evidence bundle: sealed with a sha256 manifest of every file and the manifest's own hash;
// verified by re-hashing every file and re-deriving the verdict from the raw samples.
#include <algorithm>
#include <map>
#include <set>
#include <utility>

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

/// What a directory holds, but the manifest and the bundle hash, as sorted relative paths: its
/// regular files, and its other entries that are not directories (symbolic links, FIFOs, ...),
/// which a sealed bundle never holds: it keeps its own bytes.
struct Entries {
  std::vector<std::string> files, others;
  /// The directories that could not be listed to the end (the bundle itself is "."), each with
  /// why; what they hold is in neither list.
  std::vector<std::pair<std::string, std::string>> unlisted;

  /// Whether `rel` lies in a directory that could not be listed: whether it is there is unknown.
  bool unknown(const std::string& rel) const {
    return std::any_of(unlisted.begin(), unlisted.end(),
                       [&](const auto& u) { return u.first == "." || rel.starts_with(u.first + "/"); });
  }
};

/// Lists `dir` recursively into *out; a directory that cannot be listed is noted in
/// out->unlisted and the listing goes on with the others.
void entries_of(const fs::path& dir, Entries* out) {
  std::vector<fs::path> pending{dir};
  while (!pending.empty()) {
    const fs::path at = pending.back();
    pending.pop_back();
    std::error_code ec;
    for (fs::directory_iterator it(at, ec), end; !ec && it != end; it.increment(ec)) {
      // Lexically: fs::relative would resolve a symbolic link to wherever it points.
      const std::string rel = it->path().lexically_relative(dir).generic_string();
      if (rel == kManifest || rel == kBundleHash) continue;
      std::error_code type_ec;  // a type that cannot be told is not a regular file
      const fs::file_type type = it->symlink_status(type_ec).type();
      if (type == fs::file_type::regular) out->files.push_back(rel);
      else if (type == fs::file_type::directory) pending.push_back(it->path());
      else out->others.push_back(rel);
    }
    if (ec) {
      const std::string rel = at.lexically_relative(dir).generic_string();
      out->unlisted.emplace_back(rel.empty() ? std::string(".") : rel, ec.message());
    }
  }
  std::sort(out->files.begin(), out->files.end());
  std::sort(out->others.begin(), out->others.end());
  std::sort(out->unlisted.begin(), out->unlisted.end());
}

/// Whether `rel` names something inside the bundle: a relative path with no ".." step.
bool inside_bundle(const std::string& rel) {
  const fs::path p(rel);
  return !rel.empty() && p.is_relative() && std::none_of(p.begin(), p.end(), [](const fs::path& step) {
    return step == "..";
  });
}

/// The pid a worker's log says it had (worker_log_pid_prefix, then the number); 0 when the log
/// has no such line (the worker stopped before it).
long pid_in_log(const std::string& log, const std::string& group, int index) {
  const std::string prefix = worker_log_pid_prefix(group, index);
  size_t at = log.starts_with(prefix) ? 0 : log.find("\n" + prefix);
  if (at == std::string::npos) return 0;
  at += (at ? 1 : 0) + prefix.size();
  long pid = 0;
  for (; at < log.size() && log[at] >= '0' && log[at] <= '9' && pid < (1L << 40); ++at) pid = pid * 10 + (log[at] - '0');
  return pid;
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
/// Each record must name its own worker file (worker_slot(group, index) + ".json", inside the
/// bundle) or none, and its pid must be the one its .pid file (the runner's) and its log (the
/// worker's own line) say, and no other record's; anything else is a finding. False when a record
/// could not be taken (runs.json unreadable, a record malformed, a worker file out of place,
/// unreadable or another worker's): the verdict is then not re-derived.
bool load_workers(const fs::path& dir, std::vector<WorkerRecord>* out, std::vector<std::string>* findings) {
  json runs;
  std::string err;
  if (!support::load_json_file(dir / "runs.json", &runs, &err)) {
    findings->push_back(err);
    return false;
  }
  if (!runs.is_array()) {
    findings->push_back("runs.json: expected an array");
    return false;
  }
  bool complete = true;
  std::map<long, std::string> pids;  // pid -> the record that had it first
  for (size_t i = 0; i < runs.size(); ++i) {
    const json& r = runs[i];
    const std::string at = "runs.json: /" + std::to_string(i);
    auto finding = [&](const std::string& what) {
      findings->push_back(at + what);
      return false;
    };
    if (std::string bad = support::check_fields(r, "/" + std::to_string(i),
                                                {"group", "index", "pid", "exit_status", "file", "error"});
        !bad.empty()) {
      findings->push_back("runs.json: " + bad);
      complete = false;
      continue;
    }
    const auto is_int = [](const json& v) { return v.is_number_integer() && std::in_range<int>(v.get<long long>()); };
    if (!r["group"].is_string() || !is_int(r["index"]) || !r["pid"].is_number_integer() || !is_int(r["exit_status"]) ||
        !r["file"].is_string() || !r["error"].is_string()) {
      complete = finding(": expected group, file and error (strings), index, pid and exit_status (integers)");
      continue;
    }
    const std::string group = r["group"].get<std::string>(), file = r["file"].get<std::string>();
    const int index = r["index"].get<int>();
    const long pid = r["pid"].get<long>();
    if (!plain_group_name(group)) {
      complete = finding("/group: \"" + group + "\" names no worker file of the bundle");
      continue;
    }
    const std::string slot = worker_slot(group, index), worker = group + "/" + std::to_string(index);
    WorkerRecord w;
    if (!file.empty()) {
      if (!inside_bundle(file)) {
        complete = finding("/file: \"" + file + "\" leads out of the bundle");
        continue;
      }
      if (file != slot + ".json") {
        complete = finding("/file: \"" + file + "\" is not worker " + worker + "'s file " + slot + ".json");
        continue;
      }
      std::string text;
      if (!support::read_file(dir / file, &text, &err)) {
        complete = finding("/file: " + err);
        continue;
      }
      if (!parse_worker(text, &w, &err)) {
        findings->push_back(file + ": " + err);
        complete = false;
        continue;
      }
      if (w.group != group || w.index != index) {
        findings->push_back(file + ": the record of worker " + w.group + "/" + std::to_string(w.index) + ", not " + worker);
        complete = false;
        continue;
      }
    } else {
      w.group = group;
      w.index = index;
      w.error = r["error"].get<std::string>();
    }
    w.file = file;
    w.pid = pid;
    w.exit_status = r["exit_status"].get<int>();
    const std::string pid_text = std::to_string(pid);
    std::string recorded;
    if (!support::read_file(dir / (slot + ".pid"), &recorded, &err)) finding("/pid: " + err);
    else if (recorded != pid_text + "\n")
      finding("/pid: " + pid_text + ", but " + slot + ".pid says " + recorded.substr(0, recorded.find('\n')));
    std::string log;
    if (support::read_file(dir / (slot + ".log"), &log, &err))  // a missing log is the manifest's finding
      if (const long logged = pid_in_log(log, group, index); logged && logged != pid)
        finding("/pid: " + pid_text + ", but " + slot + ".log says the worker was pid " + std::to_string(logged));
    if (const auto [first, fresh] = pids.emplace(pid, worker); !fresh)
      finding("/pid: " + pid_text + " is worker " + first->second + "'s too (each worker is a process of its own)");
    out->push_back(std::move(w));
  }
  return complete;
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

bool plain_group_name(const std::string& name) {
  return name.find_first_of(std::string_view("/\0", 2)) == std::string::npos;
}

std::string worker_slot(const std::string& group, int index) {
  return "workers/" + group + "-" + std::to_string(index);
}

std::string worker_log_pid_prefix(const std::string& group, int index) {
  return "worker " + group + "/" + std::to_string(index) + " pid ";
}

bool load_sealed_protocol(const fs::path& bundle, Protocol* out, std::string* err) {
  const fs::path path = bundle / "protocol.json";
  std::string text, recorded;
  if (!support::read_file(path, &text, err) || !support::read_file(bundle / "protocol.sha256", &recorded, err))
    return false;
  if (recorded != support::sha256_hex(text) + "\n") {
    *err = path.string() + ": changed since the run began (its sha256 is not protocol.sha256)";
    return false;
  }
  if (!parse_protocol(text, out, err)) {
    *err = path.string() + ": " + *err;
    return false;
  }
  return true;
}

bool seal_bundle(const fs::path& dir, const Protocol& p, const std::vector<WorkerRecord>& workers, const Verdict& v,
                 std::string* err) {
  if (!put(dir, "runs.json", runs_json(workers), err) || !put(dir, "result.json", verdict_json(p, v), err) ||
      !put(dir, "matrix.md", matrix_md(p, v), err) || !put(dir, "report.txt", report_text(p, v), err))
    return false;
  Entries entries;
  entries_of(dir, &entries);
  if (!entries.unlisted.empty()) {
    *err = (dir / entries.unlisted.front().first).string() + ": cannot list: " + entries.unlisted.front().second;
    return false;
  }
  if (!entries.others.empty()) {
    *err = (dir / entries.others.front()).string() + ": not a regular file (a bundle keeps its own bytes)";
    return false;
  }
  std::string manifest;
  for (const std::string& rel : entries.files) {
    std::string bytes;
    if (!support::read_file(dir / rel, &bytes, err)) return false;
    manifest += support::sha256_hex(bytes) + "  " + rel + "\n";
  }
  return put(dir, kManifest, manifest, err) && put(dir, kBundleHash, support::sha256_hex(manifest) + "\n", err);
}

bool verify_bundle(const fs::path& dir, std::vector<std::string>* findings, std::string* err) {
  std::string manifest, bundle_hash;
  Entries present;
  if (!support::read_file(dir / kManifest, &manifest, err) || !support::read_file(dir / kBundleHash, &bundle_hash, err))
    return false;
  // From here on every problem is a finding: the bundle's content is what is being judged.
  entries_of(dir, &present);
  for (const auto& [rel, why] : present.unlisted) findings->push_back(rel + ": cannot list: " + why);
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
    const std::string rel = line.substr(66);
    if (!inside_bundle(rel)) findings->push_back(std::string(kManifest) + ": \"" + rel + "\" leads out of the bundle");
    else if (!listed.emplace(rel, line.substr(0, 64)).second)
      findings->push_back(std::string(kManifest) + ": " + rel + " is listed twice");
  }
  for (const std::string& rel : present.others)
    findings->push_back(rel + (fs::is_symlink(dir / rel) ? ": a symbolic link" : ": not a regular file") +
                        ", not a file of the bundle");
  for (const std::string& rel : present.files) {
    const auto it = listed.find(rel);
    if (it == listed.end()) {
      findings->push_back(rel + ": not in the manifest");
      continue;
    }
    std::string bytes, why;
    if (!support::read_file(dir / rel, &bytes, &why)) {
      // read_file's message begins with the full path; the finding names the file in the bundle.
      const std::string path_prefix = (dir / rel).string() + ": ";
      findings->push_back(rel + ": cannot be read: " +
                          (why.starts_with(path_prefix) ? why.substr(path_prefix.size()) : why));
      continue;
    }
    if (support::sha256_hex(bytes) != it->second) findings->push_back(rel + ": sha256 differs from the manifest");
  }
  for (const auto& [rel, hash] : listed)
    if (!std::binary_search(present.files.begin(), present.files.end(), rel) &&
        !std::binary_search(present.others.begin(), present.others.end(), rel) && !present.unknown(rel))
      findings->push_back(rel + ": in the manifest, missing");

  // The verdict again, from the raw samples, under the protocol the run was sealed with.
  Protocol p;
  std::string why, result_text;
  if (!load_sealed_protocol(dir, &p, &why)) {
    findings->push_back(why);
    return false;
  }
  std::vector<WorkerRecord> workers;
  if (!load_workers(dir, &workers, findings)) return false;
  if (!support::read_file(dir / "result.json", &result_text, &why)) findings->push_back(why);
  else if (verdict_json(p, decide(p, workers)) != result_text)
    findings->push_back("result.json: differs from the verdict re-derived from the worker files");
  return findings->empty();
}

}  // namespace paritykit::qualify
