// libFuzzer target for the byte parser (bundles, .hip_fatbin, ELF headers and symbols); see
// isa_audit/README.md for how it is built and run. Any crash, leak or sanitizer report is a bug.
#include <cstddef>
#include <cstdint>

#include "paritykit/isa_audit.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace paritykit::isa_audit;
  std::vector<CodeObject> objects;
  std::string err;
  extract_code_objects("fuzz", std::span<const uint8_t>(data, size), &objects, &err);
  for (const auto& co : objects) {
    ElfFacts facts;
    read_elf_facts(co.bytes, &facts, &err);
  }
  ElfFacts direct;
  read_elf_facts(std::span<const uint8_t>(data, size), &direct, &err);
  return 0;
}
