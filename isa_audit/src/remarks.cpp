// llc's kernel-resource-usage remarks, and the audit's figures against them.
#include <sstream>

#include "paritykit/isa_audit.h"

namespace paritykit::isa_audit {

std::map<std::string, ResourceRemarks> parse_resource_remarks(std::string_view text) {
  std::map<std::string, ResourceRemarks> out;
  ResourceRemarks* cur = nullptr;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    if (const size_t at = line.find("Function Name: "); at != std::string::npos) {
      cur = &out[line.substr(at + 15)];
      continue;
    }
    // "remark: <unknown>:0:0:     TotalSGPRs: 32": the key between the last two ": ".
    const size_t colon = line.rfind(": ");
    const size_t before = colon == std::string::npos || colon == 0 ? std::string::npos : line.rfind(": ", colon - 1);
    if (!cur || before == std::string::npos) continue;
    const size_t start = line.find_first_not_of(' ', before + 2);
    if (start >= colon) continue;
    const std::string key = line.substr(start, colon - start);
    int64_t value = 0;
    try {
      value = std::stoll(line.substr(colon + 2));
    } catch (const std::exception&) {
      continue;  // "Dynamic Stack: False" and the like
    }
    if (key == "TotalSGPRs") cur->sgpr = value;
    else if (key == "VGPRs") cur->vgpr = value;
    else if (key == "AGPRs") cur->agpr = value;
    else if (key == "ScratchSize [bytes/lane]") cur->scratch = value;
    else if (key == "LDS Size [bytes/block]") cur->lds = value;
    else if (key == "VGPRs Spill") cur->vgpr_spill = value;
    else if (key == "SGPRs Spill") cur->sgpr_spill = value;
    else if (key == "Occupancy [waves/SIMD]") cur->occupancy = value;
  }
  return out;
}

std::vector<std::string> remark_mismatches(const KernelFacts& k, const ResourceRemarks& r) {
  std::vector<std::string> out;
  auto compare = [&](const char* figure, int64_t audit, int64_t llc) {
    if (llc >= 0 && audit != llc)
      out.push_back(std::string(figure) + ": the audit reads " + std::to_string(audit) + ", llc reports " +
                    std::to_string(llc));
  };
  compare("TotalSGPRs", k.meta.sgpr, r.sgpr);
  compare("VGPRs", k.meta.vgpr, r.vgpr < 0 || r.agpr == 0 ? r.vgpr : (r.vgpr + 3) / 4 * 4 + r.agpr);
  compare("AGPRs", k.meta.agpr, r.agpr);
  compare("ScratchSize", k.meta.private_segment_bytes, r.scratch);
  compare("LDS Size", k.meta.lds_bytes, r.lds);
  compare("VGPRs Spill", k.meta.vgpr_spill, r.vgpr_spill);
  compare("SGPRs Spill", k.meta.sgpr_spill, r.sgpr_spill);
  compare("Occupancy", k.occupancy, r.occupancy);
  return out;
}

}  // namespace paritykit::isa_audit
