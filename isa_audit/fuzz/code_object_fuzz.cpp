// libFuzzer target for everything that reads an input's bytes: the container reader (bundles,
// .hip_fatbin, ELF headers and symbols) and, on each code object it finds, the in-process reader
// on LLVM's libraries (libObject's ELF, notes and symbols; the msgpack metadata document; the
// AMDGPU disassembler). See isa_audit/README.md for how it is built and run. Any crash, leak or
// sanitizer report is a bug.
#include <cstddef>
#include <cstdint>

#include "llvm_reader.h"
#include "paritykit/isa_audit.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace paritykit::isa_audit;
  std::vector<CodeObject> objects;
  std::string err;
  extract_code_objects("fuzz", std::span<const uint8_t>(data, size), &objects, &err);
  for (const auto& co : objects) {
    ElfFacts facts;
    read_elf_facts(co.bytes, &facts, &err);
    // As audit_code_object does: the metadata's target, else the ELF header's.
    CodeObjectMetadata meta;
    const bool have_meta = read_metadata_in_process(co.bytes, &meta, &err);
    const std::string target = have_meta && !meta.target.empty() ? meta.target : facts.target;
    std::map<std::string, std::vector<Instruction>> code;
    disassemble_in_process(co.bytes, target.empty() ? "gfx1201" : target, &code, &err);
  }
  ElfFacts direct;
  read_elf_facts(std::span<const uint8_t>(data, size), &direct, &err);
  return 0;
}
