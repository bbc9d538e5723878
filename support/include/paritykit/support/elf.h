// The symbols of an ELF64 little-endian file: for a check that a code object holds the kernels it
// should (the compile cache binds each entry to its module this way), and isa_audit's facts of a
// code object (its kernel descriptors, undefined symbols and functions with their addresses).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::support {

/// One entry of an ELF symbol table.
struct ElfSymbol {
  std::string name;
  uint8_t type = 0;      ///< STT_*: kSttObject, kSttFunc, ...
  bool defined = false;  ///< st_shndx is not SHN_UNDEF
  uint64_t value = 0;    ///< st_value: in a code object, a function's address
  uint64_t size = 0;     ///< st_size: a function's size in bytes
};

inline constexpr uint8_t kSttObject = 1;  ///< STT_OBJECT (an AMDGPU kernel descriptor, `NAME.kd`)
inline constexpr uint8_t kSttFunc = 2;    ///< STT_FUNC (a kernel or a function)

/// The named symbols of `image`'s .symtab (its .dynsym when it has no .symtab), in table order.
/// False with `*err` when `image` is not an ELF64 little-endian file or a table or name lies
/// outside it (every read is bounds-checked); a file without a symbol table has no symbols.
bool read_elf_symbols(std::string_view image, std::vector<ElfSymbol>* out, std::string* err);

}  // namespace paritykit::support
