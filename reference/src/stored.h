// The caller's buffers as Eigen matrices, shared by the reference's kernels (kernels.cpp: gemm and
// conv_wgrad; mlp.cpp). Internal to reference/: it includes Eigen, which the public header keeps out.
#pragma once

#include <string>

#include <Eigen/Core>

#include "paritykit/reference.h"
#include "refusal.h"

namespace paritykit::reference::stored {

using Eigen::Index;
template <class S>
using Mat = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic>;  // column-major
template <class S>
using RowMat = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// The unit roundoff of FP64, the precision the bounds are computed in.
inline constexpr double kU64 = 0x1p-53;

inline void check_view(ConstView v, std::int64_t expected, const char* what) {
  if (v.size != expected)
    throw ProblemError(std::string(what) + ": expected " + std::to_string(expected) + " elements, got " +
                       std::to_string(v.size));
  if (v.data == nullptr && expected > 0) throw ProblemError(std::string(what) + ": no data");
}

/// `count` elements of the view starting at element `offset`.
inline ConstView slice(ConstView v, std::int64_t offset, std::int64_t count) {
  return ConstView{v.dtype, static_cast<const std::byte*>(v.data) + offset * spec::size_of(v.dtype), count};
}

/// The stored buffer read as a column-major rows x cols matrix of S (a copy).
template <class S>
Mat<S> stored_as(ConstView v, Index rows, Index cols) {
  switch (v.dtype) {
    case DType::F16:
      return Eigen::Map<const Mat<Eigen::half>>(static_cast<const Eigen::half*>(v.data), rows, cols).template cast<S>();
    case DType::BF16:
      return Eigen::Map<const Mat<Eigen::bfloat16>>(static_cast<const Eigen::bfloat16*>(v.data), rows, cols)
          .template cast<S>();
    case DType::F32: break;
  }
  return Eigen::Map<const Mat<float>>(static_cast<const float*>(v.data), rows, cols).template cast<S>();
}

/// The stored buffer as a column-major float matrix: mapped in place for f32, widened once
/// for 16-bit storage (Eigen's half arithmetic would round after every operation).
class F32Stored {
 public:
  F32Stored(ConstView v, Index rows, Index cols) : rows_(rows), cols_(cols) {
    if (v.dtype == DType::F32) {
      data_ = static_cast<const float*>(v.data);
    } else {
      owned_ = stored_as<float>(v, rows, cols);
      data_ = owned_.data();
    }
  }
  Eigen::Map<const Mat<float>> map() const { return {data_, rows_, cols_}; }

 private:
  Mat<float> owned_;
  const float* data_ = nullptr;
  Index rows_, cols_;
};

}  // namespace paritykit::reference::stored
