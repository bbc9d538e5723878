// NumPy .npy format v1.0: magic, version, little-endian header length, a Python-literal
// dict padded with spaces to a 64-byte boundary and ended by '\n', then the raw data.
#include <cstring>
#include <regex>

#include "paritykit/reference.h"

namespace paritykit::reference {
namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr std::size_t kPreamble = 10;  // magic (6) + version (2) + header length (2)

std::string shape_literal(const std::vector<std::int64_t>& shape) {
  std::string s = "(";
  for (std::size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  if (shape.size() == 1) s += ",";
  return s + ")";
}

std::string npy(const std::string& descr, bool fortran_order, const std::vector<std::int64_t>& shape,
                const void* data, std::size_t bytes) {
  std::string dict = "{'descr': '" + descr + "', 'fortran_order': " + (fortran_order ? "True" : "False") +
                     ", 'shape': " + shape_literal(shape) + ", }";
  std::size_t total = kPreamble + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  std::string out(kMagic, 6);
  out += '\x01';
  out += '\x00';
  out += static_cast<char>(dict.size() & 0xff);
  out += static_cast<char>(dict.size() >> 8);
  out += dict;
  out.append(static_cast<const char*>(data), bytes);
  return out;
}

}  // namespace

std::string npy_bytes(const Tensor& t) {
  const char* descr = t.dtype == DType::F32 ? "<f4" : t.dtype == DType::F16 ? "<f2" : "<u2";
  return npy(descr, t.column_major, t.shape, t.storage.data(), t.storage.size());
}

std::string npy_bytes(std::span<const float> data, const std::vector<std::int64_t>& shape) {
  return npy("<f4", false, shape, data.data(), data.size_bytes());
}

std::string npy_bytes(std::span<const double> data, const std::vector<std::int64_t>& shape) {
  return npy("<f8", false, shape, data.data(), data.size_bytes());
}

bool parse_npy_header(const std::string& bytes, NpyHeader* header, std::string* err) {
  if (bytes.size() < kPreamble || bytes.compare(0, 6, kMagic, 6) != 0) {
    *err = "not a .npy file (bad magic)";
    return false;
  }
  if (bytes[6] != '\x01' || bytes[7] != '\x00') {
    *err = "unsupported .npy version " + std::to_string(bytes[6]) + "." + std::to_string(bytes[7]);
    return false;
  }
  std::size_t len = static_cast<unsigned char>(bytes[8]) | (static_cast<std::size_t>(static_cast<unsigned char>(bytes[9])) << 8);
  if (bytes.size() < kPreamble + len || len == 0 || bytes[kPreamble + len - 1] != '\n') {
    *err = "header truncated or not ended by a newline";
    return false;
  }
  const std::string dict = bytes.substr(kPreamble, len);
  static const std::regex re(
      R"(^\{'descr': '([<>|][a-z][0-9]+)', 'fortran_order': (True|False), 'shape': \(((?:\d+, )*\d+,?|)\), \} *\n$)");
  std::smatch m;
  if (!std::regex_match(dict, m, re)) {
    *err = "header dict not understood: " + dict;
    return false;
  }
  header->descr = m[1];
  header->fortran_order = m[2] == "True";
  header->shape.clear();
  static const std::regex num(R"(\d+)");
  const std::string dims = m[3];
  for (auto it = std::sregex_iterator(dims.begin(), dims.end(), num); it != std::sregex_iterator(); ++it)
    header->shape.push_back(std::stoll(it->str()));
  header->data_offset = kPreamble + len;
  if (header->data_offset % 64 != 0) {
    *err = "data does not start on a 64-byte boundary";
    return false;
  }
  return true;
}

}  // namespace paritykit::reference
