// Finding AMDGPU code objects in a file's bytes: ELF64 headers, clang offload bundles and
// .hip_fatbin sections; the symbols are support's reader's (support/elf.h). Every read is
// bounds-checked; this is the fuzzed parser.
#include <cstring>

#include "paritykit/isa_audit.h"
#include "paritykit/support/amdgpu.h"
#include "paritykit/support/elf.h"

namespace paritykit::isa_audit {
namespace {

using support::amdgpu::kEmAmdgpu;
constexpr std::string_view kBundleMagic = "__CLANG_OFFLOAD_BUNDLE__";
constexpr std::string_view kCompressedBundleMagic = "CCOB";

/// A bounds-checked little-endian view of bytes.
struct Bytes {
  std::span<const uint8_t> b;
  bool has(uint64_t off, uint64_t n) const { return off <= b.size() && n <= b.size() - off; }
  template <typename T>
  bool get(uint64_t off, T* v) const {
    if (!has(off, sizeof(T))) return false;
    T out = 0;
    for (size_t i = 0; i < sizeof(T); ++i) out |= static_cast<T>(static_cast<T>(b[off + i]) << (8 * i));
    *v = out;
    return true;
  }
  std::string_view text(uint64_t off, uint64_t n) const {
    return {reinterpret_cast<const char*>(b.data() + off), static_cast<size_t>(n)};
  }
  /// The NUL-terminated string at `off`, or nullopt when it runs past the end.
  std::optional<std::string_view> cstr(uint64_t off) const {
    if (off >= b.size()) return std::nullopt;
    const void* end = std::memchr(b.data() + off, 0, b.size() - off);
    if (!end) return std::nullopt;
    return text(off, static_cast<const uint8_t*>(end) - (b.data() + off));
  }
};

/// What this file reads of a section header: where a .hip_fatbin section is.
struct Section {
  uint32_t name = 0;
  uint64_t offset = 0, size = 0;
};

/// The ELF64 little-endian header fields and section table this tool reads (the symbols are
/// support::read_elf_symbols').
struct Elf {
  uint16_t machine = 0;
  uint32_t flags = 0;
  uint8_t abi_version = 0;
  std::vector<Section> sections;
  uint16_t shstrndx = 0;
};

bool is_elf(std::span<const uint8_t> b) { return b.size() >= 4 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F'; }

bool parse_elf(Bytes in, Elf* elf, std::string* err) {
  if (in.b.size() < 64) return *err = "truncated ELF header (" + std::to_string(in.b.size()) + " bytes)", false;
  if (in.b[4] != 2 || in.b[5] != 1) return *err = "not a 64-bit little-endian ELF", false;
  elf->abi_version = in.b[8];
  uint64_t phoff = 0, shoff = 0;
  uint16_t phentsize = 0, phnum = 0, shentsize = 0, shnum = 0;
  in.get<uint16_t>(support::amdgpu::kEMachineOffset, &elf->machine);
  in.get<uint32_t>(support::amdgpu::kEFlagsOffset, &elf->flags);
  in.get<uint64_t>(32, &phoff);
  in.get<uint64_t>(40, &shoff);
  in.get<uint16_t>(54, &phentsize);
  in.get<uint16_t>(56, &phnum);
  in.get<uint16_t>(58, &shentsize);
  in.get<uint16_t>(60, &shnum);
  in.get<uint16_t>(62, &elf->shstrndx);
  // The loader reads the program headers (a shared code object has them; a relocatable one has
  // none): a table that does not fit in the file is a damaged object, whatever the tools print.
  if (phnum > 0) {
    if (phentsize < 56) return *err = "ELF program header size " + std::to_string(phentsize) + " < 56", false;
    if (!in.has(phoff, uint64_t{phnum} * phentsize)) return *err = "truncated ELF: program headers past the end", false;
  }
  if (shnum == 0) return true;
  if (shentsize < 64) return *err = "ELF section header size " + std::to_string(shentsize) + " < 64", false;
  if (!in.has(shoff, uint64_t{shnum} * shentsize)) return *err = "truncated ELF: section headers past the end", false;
  for (uint16_t i = 0; i < shnum; ++i) {
    const uint64_t at = shoff + uint64_t{i} * shentsize;
    Section s;
    in.get<uint32_t>(at + 0, &s.name);
    in.get<uint64_t>(at + 24, &s.offset);
    in.get<uint64_t>(at + 32, &s.size);
    elf->sections.push_back(s);
  }
  return true;
}

/// The name of section `s`, or "" when the string table does not hold it.
std::string_view section_name(Bytes in, const Elf& elf, const Section& s) {
  if (elf.shstrndx >= elf.sections.size()) return {};
  const Section& strtab = elf.sections[elf.shstrndx];
  if (!in.has(strtab.offset, strtab.size) || s.name >= strtab.size) return {};
  Bytes table{in.b.subspan(strtab.offset, strtab.size)};
  return table.cstr(s.name).value_or(std::string_view{});
}

/// Parses the offload bundle at the start of `in`; appends its amdgcn entries.
bool parse_bundle(const std::string& path, Bytes in, std::vector<CodeObject>* out, std::string* err) {
  uint64_t count = 0;
  if (!in.get<uint64_t>(kBundleMagic.size(), &count)) return *err = "truncated offload bundle header", false;
  uint64_t at = kBundleMagic.size() + 8;
  if (count > in.b.size() / 24) return *err = "offload bundle claims " + std::to_string(count) + " entries", false;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t off = 0, size = 0, id_size = 0;
    if (!in.get<uint64_t>(at, &off) || !in.get<uint64_t>(at + 8, &size) || !in.get<uint64_t>(at + 16, &id_size) ||
        !in.has(at + 24, id_size))
      return *err = "truncated offload bundle entry " + std::to_string(i), false;
    const std::string id(in.text(at + 24, id_size));
    at += 24 + id_size;
    if (!in.has(off, size)) return *err = "offload bundle entry \"" + id + "\" lies past the end", false;
    if (id.find("amdgcn") == std::string::npos) continue;
    out->push_back({path + "#" + id, std::vector<uint8_t>(in.b.begin() + off, in.b.begin() + off + size)});
  }
  return true;
}

bool starts_with(std::span<const uint8_t> b, std::string_view magic) {
  return b.size() >= magic.size() && std::memcmp(b.data(), magic.data(), magic.size()) == 0;
}

/// Parses every bundle in a .hip_fatbin section (one per linked translation unit).
bool parse_fatbin(const std::string& path, std::span<const uint8_t> sec, std::vector<CodeObject>* out,
                  std::string* err) {
  bool any = false;
  for (size_t at = 0; at + kBundleMagic.size() <= sec.size(); ++at) {
    std::span<const uint8_t> rest = sec.subspan(at);
    if (starts_with(rest, kCompressedBundleMagic))
      return *err = "compressed offload bundle (CCOB) in .hip_fatbin is not supported", false;
    if (!starts_with(rest, kBundleMagic)) continue;
    if (!parse_bundle(path, Bytes{rest}, out, err)) return false;
    any = true;
    at += kBundleMagic.size() - 1;
  }
  if (!any) return *err = ".hip_fatbin holds no offload bundle", false;
  return true;
}

}  // namespace

bool read_elf_facts(std::span<const uint8_t> bytes, ElfFacts* out, std::string* err) {
  Bytes in{bytes};
  Elf elf;
  if (!is_elf(bytes)) return *err = "not an ELF file", false;
  if (!parse_elf(in, &elf, err)) return false;
  if (elf.machine != kEmAmdgpu) return *err = "ELF e_machine " + std::to_string(elf.machine) + " is not EM_AMDGPU", false;
  out->mach = elf.flags & support::amdgpu::kMachMask;
  out->target = support::amdgpu::mach_name(out->mach);
  out->code_object_version = elf.abi_version + 2;
  std::vector<support::ElfSymbol> symbols;
  const std::string_view image(reinterpret_cast<const char*>(bytes.data()), bytes.size());
  if (!support::read_elf_symbols(image, &symbols, err)) return false;
  for (support::ElfSymbol& sym : symbols) {
    if (!sym.defined) {
      out->undefined_symbols.push_back(std::move(sym.name));
    } else if (sym.name.size() > 3 && sym.name.ends_with(".kd")) {
      out->kernel_descriptors.push_back(std::move(sym.name));
    } else if (sym.type == support::kSttFunc) {
      out->functions[std::move(sym.name)] = {sym.value, sym.size};
    }
  }
  return true;
}

bool extract_code_objects(const std::string& path, std::span<const uint8_t> bytes, std::vector<CodeObject>* out,
                          std::string* err) {
  std::string why;
  auto fail = [&](const std::string& m) {
    *err = path + ": " + m;
    return false;
  };
  if (bytes.empty()) return fail("empty file");
  if (starts_with(bytes, kCompressedBundleMagic)) return fail("compressed offload bundle (CCOB) is not supported");
  if (starts_with(bytes, kBundleMagic)) {
    const size_t before = out->size();
    if (!parse_bundle(path, Bytes{bytes}, out, &why)) return fail(why);
    if (out->size() == before) return fail("offload bundle has no amdgcn entry");
    return true;
  }
  if (!is_elf(bytes)) return fail("not an ELF file or clang offload bundle");
  Elf elf;
  Bytes in{bytes};
  if (!parse_elf(in, &elf, &why)) return fail(why);
  if (elf.machine == kEmAmdgpu) {
    out->push_back({path, std::vector<uint8_t>(bytes.begin(), bytes.end())});
    return true;
  }
  for (const auto& s : elf.sections) {
    if (section_name(in, elf, s) != ".hip_fatbin") continue;
    if (!in.has(s.offset, s.size)) return fail(".hip_fatbin lies past the end of the file");
    const size_t before = out->size();
    if (!parse_fatbin(path, bytes.subspan(s.offset, s.size), out, &why)) return fail(why);
    if (out->size() == before) return fail(".hip_fatbin has no amdgcn entry");
    return true;
  }
  return fail("ELF e_machine " + std::to_string(elf.machine) + " is not EM_AMDGPU and it has no .hip_fatbin section");
}

}  // namespace paritykit::isa_audit
