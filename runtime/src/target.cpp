// Which device an image is for: PTX `.target` and AMDGPU ELF e_flags; and kernel argument packing.
#include <charconv>
#include <cstdio>
#include <cstring>

#include "paritykit/runtime.h"
#include "paritykit/support/amdgpu.h"

namespace paritykit::runtime {

namespace {

/// "sm_90" -> 90 and suffix "" ; "sm_90a" -> 90, "a". False when not sm_<digits>[letter].
bool parse_sm(std::string_view arch, int* number, std::string* suffix) {
  if (arch.substr(0, 3) != "sm_") return false;
  std::string_view rest = arch.substr(3);
  auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), *number);
  if (ec != std::errc() || end == rest.data()) return false;
  *suffix = std::string(end, rest.data() + rest.size());
  return suffix->size() <= 1;
}

/// The PTX `.target` directive's first operand, e.g. "sm_90"; empty when there is none.
std::string ptx_target(std::string_view text) {
  size_t pos = 0;
  while (pos < text.size()) {
    size_t eol = text.find('\n', pos);
    std::string_view line = text.substr(pos, eol == std::string_view::npos ? std::string_view::npos : eol - pos);
    size_t s = line.find_first_not_of(" \t");
    if (s != std::string_view::npos && line.substr(s, 7) == ".target" && line.size() > s + 7 &&
        (line[s + 7] == ' ' || line[s + 7] == '\t')) {
      std::string_view rest = line.substr(s + 7);
      size_t b = rest.find_first_not_of(" \t");
      if (b == std::string_view::npos) return {};
      size_t e = rest.find_first_of(" \t,\r", b);
      return std::string(rest.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b));
    }
    if (eol == std::string_view::npos) break;
    pos = eol + 1;
  }
  return {};
}

}  // namespace


bool identify_image(std::string_view image, ImageTarget* out, std::string* err) {
  *out = ImageTarget{};
  if (image.size() >= 4 && std::memcmp(image.data(), "\x7f" "ELF", 4) == 0) {
    if (image.size() < 64 || image[4] != 2 || image[5] != 1) {
      *err = "ELF image is not a 64-bit little-endian object";
      return false;
    }
    auto byte = [&](size_t i) { return static_cast<unsigned>(static_cast<unsigned char>(image[i])); };
    namespace amdgpu = support::amdgpu;
    const unsigned machine = byte(amdgpu::kEMachineOffset) | byte(amdgpu::kEMachineOffset + 1) << 8;
    const size_t f = amdgpu::kEFlagsOffset;
    const unsigned flags = byte(f) | byte(f + 1) << 8 | byte(f + 2) << 16 | byte(f + 3) << 24;
    if (machine != amdgpu::kEmAmdgpu) {
      *err = "ELF e_machine " + std::to_string(machine) + " is not EM_AMDGPU (224)";
      return false;
    }
    out->kind = "amdgpu";
    out->arch = amdgpu::mach_name(flags & amdgpu::kMachMask);
    if (out->arch.empty()) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "0x%02X", flags & amdgpu::kMachMask);
      *err = std::string("AMDGPU code object with unknown mach ") + hex + " in e_flags";
      return false;
    }
    return true;
  }
  std::string target = ptx_target(image);
  int number = 0;
  std::string suffix;
  if (target.empty() || !parse_sm(target, &number, &suffix)) {
    *err = target.empty() ? "image is neither an ELF code object nor PTX with a .target line"
                          : "PTX .target \"" + target + "\" is not sm_<number>";
    return false;
  }
  out->kind = "ptx";
  out->arch = target;
  return true;
}

bool image_runs_on(const ImageTarget& image, const DeviceInfo& device, std::string* reason) {
  if (image.kind == "ptx") {
    int want = 0, have = 0;
    std::string want_suffix, have_suffix;
    if (!parse_sm(device.arch, &have, &have_suffix)) {
      *reason = "PTX for " + image.arch + " cannot run on " + device.name + " (" + device.arch + ")";
      return false;
    }
    if (!parse_sm(image.arch, &want, &want_suffix)) {
      *reason = "PTX target \"" + image.arch + "\" is not sm_<number>";
      return false;
    }
    if (want_suffix.empty() ? have < want : have != want) {
      *reason = "PTX for " + image.arch + " cannot run on " + device.name + " (" + device.arch + ")" +
                (want_suffix.empty() ? ": its compute capability is lower" : ": an sm_XXa target needs exactly XX");
      return false;
    }
    return true;
  }
  if (image.kind == "amdgpu") {
    if (device.arch != image.arch) {
      *reason = "code object for " + image.arch + " cannot run on " + device.name + " (" + device.arch + ")";
      return false;
    }
    return true;
  }
  *reason = "unknown image kind \"" + image.kind + "\"";
  return false;
}

// ------------------------------------------------------------------ KernelArgs

KernelArgs::KernelArgs(const KernelArgs& other)
    : bytes_(other.bytes_), offsets_(other.offsets_), sizes_(other.sizes_) {}

KernelArgs& KernelArgs::operator=(const KernelArgs& other) {
  bytes_ = other.bytes_;
  offsets_ = other.offsets_;
  sizes_ = other.sizes_;
  pointers_.clear();
  return *this;
}

KernelArgs& KernelArgs::add(const void* value, std::size_t size) {
  std::size_t offset = (bytes_.size() + size - 1) / size * size;
  bytes_.resize(offset + size);
  std::memcpy(bytes_.data() + offset, value, size);
  offsets_.push_back(offset);
  sizes_.push_back(size);
  pointers_.clear();
  return *this;
}

KernelArgs& KernelArgs::ptr(std::uint64_t device_address) { return add(&device_address, 8); }
KernelArgs& KernelArgs::i32(std::int32_t v) { return add(&v, 4); }
KernelArgs& KernelArgs::u64(std::uint64_t v) { return add(&v, 8); }
KernelArgs& KernelArgs::f32(float v) { return add(&v, 4); }

template <class T>
T KernelArgs::get(std::size_t i) const {
  T v{};
  if (i < offsets_.size() && sizes_[i] == sizeof(T)) std::memcpy(&v, bytes_.data() + offsets_[i], sizeof(T));
  return v;
}
template std::int32_t KernelArgs::get<std::int32_t>(std::size_t) const;
template std::uint64_t KernelArgs::get<std::uint64_t>(std::size_t) const;
template float KernelArgs::get<float>(std::size_t) const;

void** KernelArgs::pointers() const {
  pointers_.clear();
  for (std::size_t o : offsets_) pointers_.push_back(const_cast<unsigned char*>(bytes_.data()) + o);
  return pointers_.data();
}

}  // namespace paritykit::runtime
