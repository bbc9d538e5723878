// Reading what LLVM's tools print: the AMDGPU metadata YAML of `llvm-readobj --notes` and the
// per-symbol instructions of `llvm-objdump -d`.
#include <yaml-cpp/yaml.h>

#include <charconv>

#include "paritykit/isa_audit.h"

namespace paritykit::isa_audit {
namespace {

int64_t int_or_zero(const YAML::Node& n, const char* key) {
  const YAML::Node v = n[key];
  return v && v.IsScalar() ? v.as<int64_t>() : 0;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::optional<uint64_t> parse_hex(std::string_view s) {
  uint64_t v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v, 16);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

bool is_branch(std::string_view m) { return m == "s_branch" || m.starts_with("s_cbranch_"); }

}  // namespace

bool parse_notes(std::string_view text, CodeObjectMetadata* out, std::string* err) {
  // The YAML document starts after "AMDGPU Metadata:" on the same line ("---") and ends at "...".
  const size_t tag = text.find("AMDGPU Metadata:");
  if (tag == std::string_view::npos) return *err = "no NT_AMDGPU_METADATA note (not an HSA code object?)", false;
  size_t begin = text.find("---", tag);
  size_t end = text.find("\n...", begin);
  if (begin == std::string_view::npos || end == std::string_view::npos)
    return *err = "AMDGPU metadata note is not a YAML document", false;
  try {
    const YAML::Node doc = YAML::Load(std::string(text.substr(begin, end - begin)));
    const std::string target = doc["amdhsa.target"] ? doc["amdhsa.target"].as<std::string>() : "";
    const size_t dashes = target.rfind("--");
    out->target = dashes == std::string::npos ? target : target.substr(dashes + 2);
    out->target = out->target.substr(0, out->target.find(':'));
    const YAML::Node kernels = doc["amdhsa.kernels"];
    if (kernels && !kernels.IsSequence()) return *err = "amdhsa.kernels is not a list", false;
    if (!kernels) return true;
    for (const auto& k : kernels) {
      KernelMetadata m;
      m.name = k[".name"] ? k[".name"].as<std::string>() : "";
      m.symbol = k[".symbol"] ? k[".symbol"].as<std::string>() : "";
      m.lds_bytes = int_or_zero(k, ".group_segment_fixed_size");
      m.private_segment_bytes = int_or_zero(k, ".private_segment_fixed_size");
      m.vgpr = int_or_zero(k, ".vgpr_count");
      m.sgpr = int_or_zero(k, ".sgpr_count");
      m.agpr = int_or_zero(k, ".agpr_count");
      m.vgpr_spill = int_or_zero(k, ".vgpr_spill_count");
      m.sgpr_spill = int_or_zero(k, ".sgpr_spill_count");
      m.wavefront_size = int_or_zero(k, ".wavefront_size");
      m.max_flat_workgroup_size = int_or_zero(k, ".max_flat_workgroup_size");
      m.kernarg_bytes = int_or_zero(k, ".kernarg_segment_size");
      m.dynamic_stack = k[".uses_dynamic_stack"] && k[".uses_dynamic_stack"].as<bool>();
      if (m.name.empty()) return *err = "a kernel in amdhsa.kernels has no .name", false;
      out->kernels.push_back(std::move(m));
    }
  } catch (const YAML::Exception& e) {
    return *err = std::string("AMDGPU metadata YAML: ") + e.what(), false;
  }
  return true;
}

std::map<std::string, std::vector<Instruction>> parse_disassembly(std::string_view text) {
  // Pass 1: symbol addresses ("0000000000001a00 <name>:"), so "<name+0x20c>" can be resolved.
  std::map<std::string, uint64_t, std::less<>> starts;
  std::vector<std::string_view> lines;
  for (size_t at = 0; at < text.size();) {
    size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) nl = text.size();
    lines.push_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  for (std::string_view line : lines) {
    if (line.empty() || line.front() == '\t' || !line.ends_with(">:")) continue;
    const size_t lt = line.find(" <");
    if (lt == std::string_view::npos) continue;
    if (auto addr = parse_hex(line.substr(0, lt)))
      starts[std::string(line.substr(lt + 2, line.size() - lt - 4))] = *addr;
  }

  std::map<std::string, std::vector<Instruction>> out;
  std::vector<Instruction>* current = nullptr;
  for (std::string_view line : lines) {
    if (line.empty()) continue;
    if (line.front() != '\t') {
      const size_t lt = line.find(" <");
      current = (lt != std::string_view::npos && line.ends_with(">:"))
                    ? &out[std::string(line.substr(lt + 2, line.size() - lt - 4))]
                    : nullptr;
      continue;
    }
    if (!current) continue;
    const size_t slashes = line.find("//");
    if (slashes == std::string_view::npos) continue;
    const std::string_view code = trim(line.substr(0, slashes));
    const std::string_view comment = trim(line.substr(slashes + 2));
    const size_t colon = comment.find(':');
    if (code.empty() || code.front() == '.' || colon == std::string_view::npos) continue;
    const std::optional<uint64_t> offset = parse_hex(comment.substr(0, colon));
    if (!offset) continue;
    Instruction ins;
    ins.offset = *offset;
    const size_t space = code.find_first_of(" \t");
    ins.mnemonic = std::string(code.substr(0, space));
    if (space != std::string_view::npos) ins.operands = std::string(trim(code.substr(space)));
    if (is_branch(ins.mnemonic)) {
      // "<sym+0x20c>" names the target; without it, SOPP's simm16 counts dwords after the branch.
      const size_t lt = comment.rfind('<');
      const size_t plus = comment.rfind("+0x");
      if (lt != std::string_view::npos && comment.ends_with(">")) {
        const std::string_view inner = comment.substr(lt + 1, comment.size() - lt - 2);
        const size_t p = plus != std::string_view::npos && plus > lt ? plus - lt - 1 : inner.size();
        auto s = starts.find(inner.substr(0, p));
        std::optional<uint64_t> delta = p < inner.size() ? parse_hex(inner.substr(p + 3)) : std::optional<uint64_t>(0);
        if (s != starts.end() && delta) ins.branch_target = s->second + *delta;
      }
      if (!ins.branch_target) {
        int64_t imm = 0;
        std::string_view ops = ins.operands;
        auto [p, ec] = std::from_chars(ops.data(), ops.data() + ops.size(), imm);
        if (ec == std::errc() && p != ops.data()) {
          const int64_t simm = static_cast<int16_t>(static_cast<uint16_t>(imm));
          ins.branch_target = static_cast<uint64_t>(static_cast<int64_t>(ins.offset) + 4 + 4 * simm);
        }
      }
    }
    current->push_back(std::move(ins));
  }
  return out;
}

}  // namespace paritykit::isa_audit
