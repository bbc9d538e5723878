// Reading one AMDGPU code object in process on LLVM 22's libraries: the ELF through libObject, the
// NT_AMDGPU_METADATA note as a msgpack document, the instructions through the AMDGPU MC
// disassembler and instruction printer. Compiled alone, with LLVM's definitions and without
// exceptions, as LLVM is built (isa_audit/CMakeLists.txt): no LLVM header reaches another source.
#include "llvm_reader.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <tuple>
#include <unordered_map>

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/BinaryFormat/MsgPackReader.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ELF.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

// Only the AMDGPU target is initialised: its target info, MC layer and disassembler (libLLVM-22).
extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUDisassembler();
}

namespace paritykit::isa_audit {
namespace {

using ElfFile = llvm::object::ELFFile<llvm::object::ELF64LE>;

constexpr char kTriple[] = "amdgcn-amd-amdhsa";
/// Decoded windows remembered per processor (about 130 bytes each; a long-lived process, as
/// mutant-run, stays bounded): the 232 code objects of the llvm22 configs have about 126,000
/// distinct ones over their four processors, at most 51,000 for one.
constexpr size_t kMaxRemembered = size_t{1} << 18;

/// The ELF of `bytes` as libObject reads it; nullopt with `*err` when it refuses them. Only
/// ELFFile's interface is used, whose every read of the bytes returns an Expected:
/// ELFObjectFile's symbol and section conveniences end the process on a malformed table
/// (report_fatal_error; the fuzzer found it).
std::optional<ElfFile> open_elf(std::span<const uint8_t> bytes, std::string* err) {
  llvm::Expected<ElfFile> elf = ElfFile::create(llvm::StringRef(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  if (!elf) return *err = "ELF: " + llvm::toString(elf.takeError()), std::nullopt;
  return std::move(*elf);
}

/// `what` failed with `e`: false with `*err` naming both.
bool fail(std::string* err, const char* what, llvm::Error e) {
  *err = std::string(what) + ": " + llvm::toString(std::move(e));
  return false;
}

/// The string of a msgpack string node; false when `n` is another kind.
bool string_of(const llvm::msgpack::DocNode& n, std::string* out) {
  if (!n.isString()) return false;
  *out = n.getString().str();
  return true;
}

/// `key` of a kernel's map as an integer, 0 when absent or not a scalar (parse_notes' int_or_zero);
/// false for a scalar that is no integer (the YAML of the tool path refuses it too).
bool int_or_zero(llvm::msgpack::MapDocNode& kernel, llvm::StringRef key, int64_t* out) {
  *out = 0;
  auto it = kernel.find(key);
  if (it == kernel.end() || !it->second.isScalar()) return true;
  const llvm::msgpack::DocNode& v = it->second;
  if (v.getKind() == llvm::msgpack::Type::Int) return *out = v.getInt(), true;
  if (v.getKind() == llvm::msgpack::Type::UInt) return *out = static_cast<int64_t>(v.getUInt()), true;
  return false;
}

/// Whether `blob` holds one whole msgpack object whose every map key is a string, the shape of
/// AMDGPU metadata; Document::readFromBlob is only given such a blob. On others it is not safe:
/// it compares map keys that are maps or arrays with llvm_unreachable (a trap: the fuzzer found
/// it), and it reads an object cut short as if its last element repeated to the declared length
/// (an array declared 2^32 long, endlessly).
bool whole_with_string_keys(llvm::StringRef blob) {
  struct Level {
    uint64_t left;  ///< objects still to read in this array, or keys and values in this map
    bool map;
  };
  std::vector<Level> open;
  llvm::msgpack::Reader reader(blob);
  do {
    llvm::msgpack::Object o;
    llvm::Expected<bool> read = reader.read(o);
    if (!read) return llvm::consumeError(read.takeError()), false;
    if (!*read) return false;  // cut short
    if (!open.empty()) {
      const bool key = open.back().map && open.back().left % 2 == 0;
      if (key && o.Kind != llvm::msgpack::Type::String) return false;
      --open.back().left;
    }
    if (o.Kind == llvm::msgpack::Type::Array) open.push_back({o.Length, false});
    if (o.Kind == llvm::msgpack::Type::Map) open.push_back({uint64_t{o.Length} * 2, true});
    while (!open.empty() && open.back().left == 0) open.pop_back();
  } while (!open.empty());
  return true;
}

/// Fills `out` from the metadata document, as parse_notes does from its YAML.
bool read_document(llvm::msgpack::Document& doc, CodeObjectMetadata* out, std::string* err) {
  if (!doc.getRoot().isMap()) return *err = "AMDGPU metadata note is not a msgpack map", false;
  llvm::msgpack::MapDocNode root = doc.getRoot().getMap();
  std::string target;
  if (auto t = root.find("amdhsa.target"); t != root.end() && !string_of(t->second, &target))
    return *err = "AMDGPU metadata: amdhsa.target is not a string", false;
  const size_t dashes = target.rfind("--");
  out->target = dashes == std::string::npos ? target : target.substr(dashes + 2);
  out->target = out->target.substr(0, out->target.find(':'));
  auto kernels = root.find("amdhsa.kernels");
  if (kernels == root.end()) return true;
  if (!kernels->second.isArray()) return *err = "amdhsa.kernels is not a list", false;
  for (llvm::msgpack::DocNode& node : kernels->second.getArray()) {
    if (!node.isMap()) return *err = "AMDGPU metadata: a kernel in amdhsa.kernels is not a map", false;
    llvm::msgpack::MapDocNode k = node.getMap();
    KernelMetadata m;
    for (auto [key, field] : {std::pair{".name", &m.name}, std::pair{".symbol", &m.symbol}})
      if (auto it = k.find(key); it != k.end() && !string_of(it->second, field))
        return *err = std::string("AMDGPU metadata: ") + key + " is not a string", false;
    const std::pair<const char*, int64_t*> figures[] = {
        {".group_segment_fixed_size", &m.lds_bytes},   {".private_segment_fixed_size", &m.private_segment_bytes},
        {".vgpr_count", &m.vgpr},                      {".sgpr_count", &m.sgpr},
        {".agpr_count", &m.agpr},                      {".vgpr_spill_count", &m.vgpr_spill},
        {".sgpr_spill_count", &m.sgpr_spill},          {".wavefront_size", &m.wavefront_size},
        {".max_flat_workgroup_size", &m.max_flat_workgroup_size}, {".kernarg_segment_size", &m.kernarg_bytes}};
    for (const auto& [key, field] : figures)
      if (!int_or_zero(k, key, field)) return *err = std::string("AMDGPU metadata: ") + key + " is not an integer", false;
    if (auto it = k.find(".uses_dynamic_stack"); it != k.end()) {
      if (it->second.getKind() != llvm::msgpack::Type::Boolean)
        return *err = "AMDGPU metadata: .uses_dynamic_stack is not a boolean", false;
      m.dynamic_stack = it->second.getBool();
    }
    if (m.name.empty()) return *err = "a kernel in amdhsa.kernels has no .name", false;
    out->kernels.push_back(std::move(m));
  }
  return true;
}

bool is_branch(std::string_view m) { return m == "s_branch" || m.starts_with("s_cbranch_"); }

/// What the disassembler makes of the bytes at one address.
struct Decoded {
  uint64_t size = 0;                      ///< bytes consumed (an undecodable word too)
  std::string mnemonic;                   ///< empty: not decoded (objdump prints `.long`)
  std::optional<uint64_t> branch_delta;   ///< s_branch / s_cbranch_*: target - address
};

/// What the decoder reads at every address: the bytes there (at most the target's longest
/// instruction), then zeros to kWideWindow.
constexpr size_t kWideWindow = 32;

/// The asm info of the disassembler's own context, which sets how many bytes it reads
/// (getMaxInstLength). LLVM 22's AMDGPU disassembler decodes a literal operand after its table
/// lookup has reset the comment stream it reports an error to, so reading a literal from fewer
/// than 4 bytes left dereferences null: a VOP3 with a literal on gfx9 (8 bytes at most there:
/// `0x00 0x00 0x00 0xd2 0xff 0xa0 0xbf 0x00`), or any literal cut short at the end of the code,
/// crashes it, and llvm-objdump and llvm-mc with it (the fuzzer found both). Reading kWideWindow
/// bytes, it always finds the literal; an instruction that needed the zeros is none.
struct WideWindowAsmInfo : llvm::MCAsmInfo {
  WideWindowAsmInfo() { MaxInstLength = kWideWindow; }
};

/// The bytes the decoder reads at one address, as a key: the first `size` are the code's, the
/// rest zeros.
struct Window {
  std::array<uint8_t, kWideWindow> bytes{};
  uint8_t size = 0;
  bool operator==(const Window& o) const { return size == o.size && bytes == o.bytes; }
};
struct WindowHash {
  size_t operator()(const Window& w) const {
    // Word by word (the bytes after `size` are zeros): one multiply-xorshift per 8 bytes.
    uint64_t h = w.size;
    for (size_t at = 0; at < w.bytes.size(); at += 8) {
      uint64_t word = 0;
      std::memcpy(&word, w.bytes.data() + at, 8);
      h = (h ^ word) * 0x9e3779b97f4a7c15ull;
      h ^= h >> 29;
    }
    return static_cast<size_t>(h);
  }
};

/// The decoding of each window seen for one processor, shared by the threads (each with MC
/// objects of its own). The disassembler's result is a function of the window alone (the address
/// feeds only a symbolizer, and none is set; a branch target is the address plus a delta that
/// the window fixes), so an instruction seen before is not decoded again: unrolled loops and
/// sibling kernels repeat half of their windows.
struct DecodedWindows {
  /// One part of the windows, by hash: threads that look up different windows rarely wait.
  struct Part {
    std::shared_mutex lock;
    std::unordered_map<Window, Decoded, WindowHash> seen;  ///< at most kMaxRemembered / parts
  };
  std::array<Part, 16> parts;
  Part& part_of(const Window& w) { return parts[WindowHash{}(w) % parts.size()]; }
};

/// The windows of processor `mcpu`, for the life of the process.
DecodedWindows& windows_of(const std::string& mcpu) {
  static std::mutex lock;
  static std::map<std::string, DecodedWindows> all;  // only processors LLVM decodes: decoder_for's
  const std::lock_guard<std::mutex> hold(lock);
  return all[mcpu];
}

/// The AMDGPU MC layer for one processor: what llvm-objdump sets up for `--mcpu`.
struct Decoder {
  std::unique_ptr<llvm::MCRegisterInfo> registers;
  std::unique_ptr<llvm::MCAsmInfo> asm_info;
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget;
  std::unique_ptr<llvm::MCInstrInfo> instr_info;
  WideWindowAsmInfo wide_asm_info;          ///< the disassembler's context's
  std::unique_ptr<llvm::MCContext> context;  ///< the disassembler's
  std::unique_ptr<llvm::MCDisassembler> disassembler;
  std::unique_ptr<llvm::MCInstPrinter> printer;
  std::unique_ptr<llvm::MCInstrAnalysis> analysis;
  /// Opcode -> the first word of the instruction as the printer prints it (objdump's mnemonic).
  /// The AMDGPU printer appends the encoding suffix (_e32, _e64, _dpp, _sdwa) to the mnemonic
  /// from the opcode's flags while printing the first operand, so getMnemonic() lacks it; the
  /// word depends on the opcode alone, so each opcode is printed once.
  mutable std::map<unsigned, std::string> mnemonics;

  DecodedWindows* windows = nullptr;  ///< windows_of(this processor)
  size_t max_length = 0;  ///< the target's longest instruction (MCAsmInfo::getMaxInstLength)

  /// Reads the instruction at the start of `rest` (at `address`): appends it to `out` when it
  /// decodes, and returns the bytes it takes.
  uint64_t read(llvm::ArrayRef<uint8_t> rest, uint64_t address, std::vector<Instruction>* out) const {
    Window w;
    w.size = static_cast<uint8_t>(std::min(rest.size(), max_length));
    std::copy_n(rest.begin(), w.size, w.bytes.begin());
    auto append = [&](const Decoded& d) {
      if (d.mnemonic.empty()) return d.size;
      Instruction& ins = out->emplace_back();
      ins.offset = address;
      ins.mnemonic = d.mnemonic;
      if (d.branch_delta) ins.branch_target = address + *d.branch_delta;
      return d.size;
    };
    DecodedWindows::Part& part = windows->part_of(w);
    {
      const std::shared_lock<std::shared_mutex> reading(part.lock);
      if (auto seen = part.seen.find(w); seen != part.seen.end()) return append(seen->second);
    }
    Decoded fresh = decode(w, address);
    const std::unique_lock<std::shared_mutex> writing(part.lock);
    if (part.seen.size() >= kMaxRemembered / windows->parts.size()) return append(fresh);
    return append(part.seen.try_emplace(w, std::move(fresh)).first->second);
  }

  /// What the disassembler makes of window `w` at `address`.
  Decoded decode(const Window& w, uint64_t address) const {
    Decoded out;
    // The zeros after the code's bytes (WideWindowAsmInfo) change nothing but where a literal is
    // read from: the tables the decoder tries depend on having 8, 12 or 16 bytes, which the
    // target's longest instruction already gives, and the encoding is told by the first word
    // (the reports equal llvm-objdump's on every fixture and llvm22 code object,
    // tests/audit*_test.cpp). At the end of a symbol's range, fewer bytes are the code's.
    const llvm::ArrayRef<uint8_t> window(w.bytes.data(), w.bytes.size());
    llvm::MCInst inst;
    uint64_t size = 0;
    bool ok = disassembler->getInstruction(inst, size, window, address, llvm::nulls()) == llvm::MCDisassembler::Success;
    if (ok && size > w.size) ok = false, size = 4;  // what the disassembler skips on a failure
    if (size == 0) size = disassembler->suggestBytesToSkip(window, address);
    out.size = std::clamp<uint64_t>(size, 1, w.size);
    if (!ok) return out;
    out.mnemonic = mnemonic(inst, address);
    uint64_t target = 0;
    if (is_branch(out.mnemonic) && analysis->evaluateBranch(inst, address, size, target)) out.branch_delta = target - address;
    return out;
  }

  const std::string& mnemonic(const llvm::MCInst& inst, uint64_t address) const {
    auto [it, fresh] = mnemonics.try_emplace(inst.getOpcode());
    if (!fresh) return it->second;
    std::string text;
    llvm::raw_string_ostream out(text);
    printer->printInst(&inst, address, "", *subtarget, out);
    std::string_view line = text;
    const size_t first = line.find_first_not_of(" \t");
    line.remove_prefix(first == std::string_view::npos ? line.size() : first);
    it->second = std::string(line.substr(0, line.find_first_of(" \t")));
    return it->second;
  }
};

/// This thread's decoder for `mcpu` (built once per thread and processor; the MC objects are not
/// shared between threads); null with `*err` for a processor LLVM does not know.
const Decoder* decoder_for(const std::string& mcpu, std::string* err) {
  static std::once_flag initialised;
  std::call_once(initialised, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUDisassembler();
  });
  thread_local std::map<std::string, std::unique_ptr<Decoder>> decoders;  // only processors LLVM knows
  if (auto known = decoders.find(mcpu); known != decoders.end()) return known->second.get();
  const llvm::Triple triple(kTriple);
  std::string why;
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(triple, why);
  if (!target) return *err = "LLVM has no AMDGPU target: " + why, nullptr;
  auto d = std::make_unique<Decoder>();
  const llvm::MCTargetOptions options;
  d->registers.reset(target->createMCRegInfo(triple));
  d->asm_info.reset(target->createMCAsmInfo(*d->registers, triple, options));
  // Asked for a processor it does not know, LLVM warns on stderr and decodes for a generic one:
  // the processor (from the metadata, so from the input) is checked first.
  d->subtarget.reset(target->createMCSubtargetInfo(triple, "", ""));
  if (!d->subtarget || !d->subtarget->isCPUStringValid(mcpu))
    return *err = "LLVM knows no AMDGPU processor \"" + mcpu + "\"", nullptr;
  d->subtarget.reset(target->createMCSubtargetInfo(triple, mcpu, ""));
  d->instr_info.reset(target->createMCInstrInfo());
  if (!d->registers || !d->asm_info || !d->subtarget || !d->instr_info) return *err = "cannot set up LLVM's AMDGPU MC layer", nullptr;
  // The AMDGPU disassembler ends the process (reportFatalUsageError) for the processors before
  // GCN3's encoding (gfx6, gfx7): refused here, as llvm-objdump fails on them.
  if (!d->subtarget->checkFeatures("+gcn3-encoding") && !d->subtarget->checkFeatures("+gfx10-insts"))
    return *err = "LLVM 22's AMDGPU disassembler does not decode " + mcpu, nullptr;
  d->context = std::make_unique<llvm::MCContext>(triple, &d->wide_asm_info, d->registers.get(), d->subtarget.get());
  d->disassembler.reset(target->createMCDisassembler(*d->subtarget, *d->context));
  d->printer.reset(target->createMCInstPrinter(triple, d->asm_info->getAssemblerDialect(), *d->asm_info, *d->instr_info,
                                               *d->registers));
  d->analysis.reset(target->createMCInstrAnalysis(d->instr_info.get()));
  if (!d->disassembler || !d->printer || !d->analysis) return *err = "cannot set up LLVM's AMDGPU disassembler", nullptr;
  d->printer->setPrintImmHex(true);  // llvm-objdump's default
  d->max_length = d->asm_info->getMaxInstLength(d->subtarget.get());
  if (d->max_length == 0 || d->max_length > kWideWindow) return *err = "unexpected AMDGPU instruction length", nullptr;
  d->windows = &windows_of(mcpu);
  return (decoders[mcpu] = std::move(d)).get();
}

/// llvm-objdump's countSkippableZeroBytes: a run of at least 8 zero bytes is skipped, in whole words.
size_t skippable_zero_bytes(llvm::ArrayRef<uint8_t> bytes) {
  size_t n = 0;
  while (n < bytes.size() && bytes[n] == 0) ++n;
  return n < 8 ? 0 : n & ~size_t{3};
}

/// A symbol of an executable section, as llvm-objdump labels the disassembly with it.
struct CodeSymbol {
  uint64_t address = 0;
  std::string name;
  uint64_t end = 0;  ///< st_value + st_size of a function with a size; else 0 (to the next symbol)
};

}  // namespace

bool read_metadata_in_process(std::span<const uint8_t> bytes, CodeObjectMetadata* out, std::string* err) {
  const std::optional<ElfFile> file = open_elf(bytes, err);
  if (!file) return false;
  const ElfFile& elf = *file;
  auto sections = elf.sections();
  if (!sections) return *err = "ELF: " + llvm::toString(sections.takeError()), false;
  // llvm-readobj --notes reads the note sections, or the PT_NOTE segments of an ELF without them.
  std::optional<llvm::ArrayRef<uint8_t>> desc;
  auto scan = [&](auto notes_of, const auto& headers, auto is_note, auto align_of) -> bool {
    for (const auto& h : headers) {
      if (!is_note(h)) continue;
      llvm::Error e = llvm::Error::success();
      for (const auto& note : notes_of(h, e))
        if (!desc && note.getName() == "AMDGPU" && note.getType() == llvm::ELF::NT_AMDGPU_METADATA)
          desc = note.getDesc(std::max<size_t>(align_of(h), 4));  // the alignment the iterator checked the note with
      if (e) return *err = "ELF notes: " + llvm::toString(std::move(e)), false;
    }
    return true;
  };
  if (!sections->empty()) {
    if (!scan([&](const auto& s, llvm::Error& e) { return elf.notes(s, e); }, *sections,
              [](const auto& s) { return s.sh_type == llvm::ELF::SHT_NOTE; }, [](const auto& s) { return s.sh_addralign; }))
      return false;
  } else {
    auto segments = elf.program_headers();
    if (!segments) return *err = "ELF: " + llvm::toString(segments.takeError()), false;
    if (!scan([&](const auto& p, llvm::Error& e) { return elf.notes(p, e); }, *segments,
              [](const auto& p) { return p.p_type == llvm::ELF::PT_NOTE; }, [](const auto& p) { return p.p_align; }))
      return false;
  }
  if (!desc) return *err = "no NT_AMDGPU_METADATA note (not an HSA code object?)", false;
  const llvm::StringRef blob(reinterpret_cast<const char*>(desc->data()), desc->size());
  llvm::msgpack::Document doc;  // a repeated key fails readFromBlob (its default merger refuses it)
  if (!whole_with_string_keys(blob) || !doc.readFromBlob(blob, /*Multi=*/false))
    return *err = "AMDGPU metadata note is not a msgpack document with string keys", false;
  return read_document(doc, out, err);
}

bool disassemble_in_process(std::span<const uint8_t> bytes, const std::string& mcpu,
                            std::map<std::string, std::vector<Instruction>>* out, std::string* err) {
  const std::optional<ElfFile> file = open_elf(bytes, err);
  if (!file) return false;
  const ElfFile& elf = *file;
  const Decoder* d = decoder_for(mcpu, err);
  if (!d) return false;
  llvm::Expected<ElfFile::Elf_Shdr_Range> sections = elf.sections();
  if (!sections) return fail(err, "ELF sections", sections.takeError());
  // The symbols of .symtab (llvm-objdump's labels; section symbols are none) by section index. A
  // symbol with a reserved index (absolute, common, extended) is in no section.
  std::map<uint64_t, std::vector<CodeSymbol>> by_section;
  for (const auto& table : *sections) {
    if (table.sh_type != llvm::ELF::SHT_SYMTAB) continue;
    llvm::Expected<ElfFile::Elf_Sym_Range> symbols = elf.symbols(&table);
    if (!symbols) return fail(err, "ELF symbols", symbols.takeError());
    llvm::Expected<llvm::StringRef> names = elf.getStringTableForSymtab(table, *sections);
    if (!names) return fail(err, "ELF symbol names", names.takeError());
    for (const auto& sym : *symbols) {
      const uint16_t index = sym.st_shndx;
      if (sym.getType() == llvm::ELF::STT_SECTION || index == llvm::ELF::SHN_UNDEF ||
          index >= llvm::ELF::SHN_LORESERVE || index >= sections->size())
        continue;
      llvm::Expected<llvm::StringRef> name = sym.getName(*names);
      if (!name) return fail(err, "ELF symbol names", name.takeError());
      // As ELFObjectFile::getSymbolAddress: a relocatable object's symbols are section offsets.
      uint64_t address = sym.st_value;
      if (elf.getHeader().e_type == llvm::ELF::ET_REL) address += (*sections)[index].sh_addr;
      CodeSymbol s{address, name->str(), 0};
      if (sym.getType() == llvm::ELF::STT_FUNC && sym.st_size > 0) s.end = address + sym.st_size;
      by_section[index].push_back(std::move(s));
    }
    break;  // llvm-objdump labels with the first symbol table
  }
  for (size_t index = 0; index < sections->size(); ++index) {
    const auto& section = (*sections)[index];
    if (!(section.sh_flags & llvm::ELF::SHF_EXECINSTR) || section.sh_type == llvm::ELF::SHT_NOBITS) continue;
    auto found = by_section.find(index);
    if (found == by_section.end()) continue;
    std::vector<CodeSymbol>& symbols = found->second;
    // At one address objdump prints every label, and the instructions follow the last one.
    std::sort(symbols.begin(), symbols.end(), [](const CodeSymbol& a, const CodeSymbol& b) {
      return std::tie(a.address, a.name) < std::tie(b.address, b.name);
    });
    llvm::Expected<llvm::ArrayRef<uint8_t>> contents = elf.getSectionContents(section);
    if (!contents) return fail(err, "ELF section", contents.takeError());
    const llvm::ArrayRef<uint8_t> code = *contents;
    const uint64_t base = section.sh_addr;
    for (size_t i = 0; i < symbols.size(); ++i) {
      const CodeSymbol& sym = symbols[i];
      std::vector<Instruction>& instructions = (*out)[sym.name];
      if (i + 1 < symbols.size() && symbols[i + 1].address == sym.address) continue;
      // Offsets in the section: objdump decodes [from, limit), to the next symbol or the
      // section's end; the instructions that start before `stop`, the end of a function, are
      // its own (the s_code_end / s_nop padding after it belongs to no kernel).
      if (sym.address < base || sym.address - base >= code.size()) continue;
      const uint64_t from = sym.address - base;
      uint64_t limit = code.size();
      if (i + 1 < symbols.size()) limit = std::min(limit, symbols[i + 1].address - base);
      const uint64_t stop = sym.end > sym.address ? std::min(limit, sym.end - base) : limit;
      instructions.reserve((stop - from) / 4);  // at most one per word
      for (uint64_t at = from; at < stop;) {
        const llvm::ArrayRef<uint8_t> rest = code.slice(at, limit - at);
        if (size_t zeros = skippable_zero_bytes(rest)) {
          at += zeros;
          continue;
        }
        at += d->read(rest, base + at, &instructions);
      }
    }
  }
  return true;
}

std::string in_process_llvm() { return "LLVM " LLVM_VERSION_STRING " (in process)"; }

}  // namespace paritykit::isa_audit
