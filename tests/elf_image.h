// Test support shared by the suites that read ELF symbol tables (support's reader, isa_audit's
// facts): a minimal ELF64 little-endian image made by hand, so that a test can damage one field.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

/// One symbol of a tiny_elf image.
struct TinySymbol {
  std::string name;
  uint8_t type = 0;  ///< STT_*
  bool defined = true;
  uint64_t value = 0, size = 0;  ///< st_value, st_size
};

/// A minimal ELF64 little-endian file: e_machine `machine`, e_flags `flags`, sections null,
/// .strtab (at offset 64: a NUL, then each name and its NUL) and .symtab (the null symbol, then
/// `symbols` in order), then the section headers.
inline std::string tiny_elf(const std::vector<TinySymbol>& symbols, uint16_t machine = 0, uint32_t flags = 0) {
  auto put = [](std::string* b, uint64_t at, uint64_t v, int bytes) {
    if (b->size() < at + bytes) b->resize(at + bytes, '\0');
    for (int i = 0; i < bytes; ++i) (*b)[at + i] = static_cast<char>((v >> (8 * i)) & 0xff);
  };
  std::string strtab(1, '\0'), symtab(24, '\0');
  for (const TinySymbol& s : symbols) {
    std::string sym(24, '\0');
    put(&sym, 0, strtab.size(), 4);
    put(&sym, 4, s.type, 1);
    put(&sym, 6, s.defined ? 1 : 0, 2);
    put(&sym, 8, s.value, 8);
    put(&sym, 16, s.size, 8);
    symtab += sym;
    strtab += s.name + '\0';
  }
  std::string elf = "\x7f" "ELF";
  elf += std::string("\x02\x01\x01", 3);
  elf.resize(64, '\0');
  put(&elf, 18, machine, 2);
  put(&elf, 48, flags, 4);
  const uint64_t strtab_at = 64, symtab_at = strtab_at + strtab.size(), sections_at = symtab_at + symtab.size();
  elf += strtab + symtab;
  std::string sections(3 * 64, '\0');
  put(&sections, 64 + 4, 3, 4);  // SHT_STRTAB
  put(&sections, 64 + 24, strtab_at, 8);
  put(&sections, 64 + 32, strtab.size(), 8);
  put(&sections, 128 + 4, 2, 4);  // SHT_SYMTAB, linked to section 1
  put(&sections, 128 + 24, symtab_at, 8);
  put(&sections, 128 + 32, symtab.size(), 8);
  put(&sections, 128 + 40, 1, 4);
  elf += sections;
  put(&elf, 40, sections_at, 8);
  put(&elf, 58, 64, 2);
  put(&elf, 60, 3, 2);
  return elf;
}
