// The in-process reader of one AMDGPU code object on LLVM 22's libraries (llvm_reader.cpp, the one
// source of pk_isa_audit that sees LLVM's headers): what `llvm-readobj --notes` and `llvm-objdump
// -d` give the tool path, read from the bytes with libObject, the msgpack document and the AMDGPU
// MC disassembler, with no process and no text in between.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "paritykit/isa_audit.h"

namespace paritykit::isa_audit {

/// The NT_AMDGPU_METADATA note of an AMDGPU ELF (libObject's notes, read as a msgpack document),
/// with parse_notes' meaning and its messages. False with `*err` when the ELF is malformed, has no
/// such note, or the note is not the expected document.
bool read_metadata_in_process(std::span<const uint8_t> elf, CodeObjectMetadata* out, std::string* err);

/// The instructions of each symbol of the executable sections of an AMDGPU ELF, decoded for
/// processor `mcpu` ("gfx1201", ...), split as `llvm-objdump -d` splits them (parse_disassembly):
/// a symbol's instructions run to the next symbol or the section's end, stopping at `st_size` for
/// a function, and objdump's runs of zero bytes and undecodable words are no instruction. Branch
/// targets are LLVM's own (MCInstrAnalysis::evaluateBranch). False with `*err` when the ELF is
/// malformed or `mcpu` is no AMDGPU processor.
bool disassemble_in_process(std::span<const uint8_t> elf, const std::string& mcpu,
                            std::map<std::string, std::vector<Instruction>>* out, std::string* err);

/// "LLVM <version> (in process)": what the report's `llvm_bin` names when no tool ran.
std::string in_process_llvm();

}  // namespace paritykit::isa_audit
