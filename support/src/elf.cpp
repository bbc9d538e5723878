// ELF64 little-endian symbol tables: section headers, then .symtab (or .dynsym) and its strings.
#include "paritykit/support/elf.h"

namespace paritykit::support {
namespace {

constexpr uint32_t kShtSymtab = 2, kShtDynsym = 11;
constexpr std::size_t kSectionHeaderSize = 64, kSymbolSize = 24;

/// A little-endian integer at `off`; false when it does not lie inside `b`.
template <typename T>
bool read_le(std::string_view b, uint64_t off, T* v) {
  if (off > b.size() || sizeof(T) > b.size() - off) return false;
  T out = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i)
    out |= static_cast<T>(static_cast<T>(static_cast<uint8_t>(b[off + i])) << (8 * i));
  *v = out;
  return true;
}

bool inside(std::string_view b, uint64_t off, uint64_t n) { return off <= b.size() && n <= b.size() - off; }

}  // namespace

bool read_elf_symbols(std::string_view image, std::vector<ElfSymbol>* out, std::string* err) {
  if (image.size() < 64 || image.compare(0, 4, "\x7f" "ELF") != 0) return *err = "not an ELF file", false;
  if (image[4] != 2 || image[5] != 1) return *err = "not a 64-bit little-endian ELF", false;
  uint64_t shoff = 0;
  uint16_t shentsize = 0, shnum = 0;
  read_le(image, 40, &shoff);
  read_le(image, 58, &shentsize);
  read_le(image, 60, &shnum);
  std::vector<ElfSymbol> symbols;
  if (shnum == 0) {
    *out = std::move(symbols);
    return true;
  }
  if (shentsize < kSectionHeaderSize)
    return *err = "ELF section header size " + std::to_string(shentsize) + " < 64", false;
  if (!inside(image, shoff, uint64_t{shnum} * shentsize)) return *err = "ELF section headers lie past the end", false;
  struct Table {
    uint64_t offset = 0, size = 0;
    uint32_t link = 0;
    bool found = false;
  } table;
  for (uint16_t i = 0; i < shnum; ++i) {
    const uint64_t at = shoff + uint64_t{i} * shentsize;
    uint32_t type = 0;
    read_le(image, at + 4, &type);
    if (type != kShtSymtab && (type != kShtDynsym || table.found)) continue;
    read_le(image, at + 24, &table.offset);
    read_le(image, at + 32, &table.size);
    read_le(image, at + 40, &table.link);
    table.found = true;
    if (type == kShtSymtab) break;
  }
  if (table.found) {
    if (table.link >= shnum) return *err = "ELF symbol table links to a missing string table", false;
    uint64_t names_offset = 0, names_size = 0;
    read_le(image, shoff + uint64_t{table.link} * shentsize + 24, &names_offset);
    read_le(image, shoff + uint64_t{table.link} * shentsize + 32, &names_size);
    if (!inside(image, table.offset, table.size) || !inside(image, names_offset, names_size))
      return *err = "ELF symbol table lies past the end", false;
    const std::string_view names = image.substr(names_offset, names_size);
    // Entry 0 is the null symbol.
    for (uint64_t at = table.offset + kSymbolSize; at + kSymbolSize <= table.offset + table.size; at += kSymbolSize) {
      uint32_t name = 0;
      uint8_t info = 0;
      uint16_t shndx = 0;
      uint64_t value = 0, size = 0;
      read_le(image, at, &name);
      read_le(image, at + 4, &info);
      read_le(image, at + 6, &shndx);
      read_le(image, at + 8, &value);
      read_le(image, at + 16, &size);
      const std::size_t end = name < names.size() ? names.find('\0', name) : std::string_view::npos;
      if (end == std::string_view::npos)
        return *err = "ELF symbol name offset " + std::to_string(name) + " lies outside its string table", false;
      if (end == name) continue;
      symbols.push_back(
          {std::string(names.substr(name, end - name)), static_cast<uint8_t>(info & 0xf), shndx != 0, value, size});
    }
  }
  *out = std::move(symbols);
  return true;
}

}  // namespace paritykit::support
