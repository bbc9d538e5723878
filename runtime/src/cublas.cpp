// cuBLAS through dlopen: the performance yardstick of parity-run --execute --perf. Never a
// correctness oracle (the reference is reference/).
#include <dlfcn.h>
#include <glob.h>

#include <cstdlib>
#include <vector>

#include "paritykit/runtime.h"

namespace paritykit::runtime {

namespace {

using Status = int;  // cublasStatus_t
constexpr int kOpN = 0, kOpT = 1;
constexpr int kR32F = 0, kR16F = 2, kR16BF = 14;  // cudaDataType
constexpr int kCompute32F = 68;                   // CUBLAS_COMPUTE_32F
constexpr int kGemmDefault = -1;                  // CUBLAS_GEMM_DEFAULT

using CreateFn = Status (*)(void**);
using DestroyFn = Status (*)(void*);
using SetStreamFn = Status (*)(void*, void*);
using SgemmFn = Status (*)(void*, int, int, int, int, int, const float*, const float*, int, const float*, int,
                           const float*, float*, int);
using GemmExFn = Status (*)(void*, int, int, int, int, int, const void*, const void*, int, int, const void*, int, int,
                            const void*, void*, int, int, int, int);

/// Candidate library files, in the order they are tried.
std::vector<std::string> candidates(const std::string& path) {
  if (!path.empty()) return {path};
  std::vector<std::string> out;
  if (const char* env = std::getenv("PARITYKIT_CUBLAS"); env && *env) return {env};
  out = {"libcublas.so.13", "libcublas.so.12", "libcublas.so"};
  for (const char* pattern :
       {"/usr/local/cuda/lib64/libcublas.so.1[0-9]", "/usr/local/cuda-*/lib64/libcublas.so.1[0-9]",
        "/opt/*/.venv/lib/python3*/site-packages/nvidia/cu1[0-9]/lib/libcublas.so.1[0-9]",
        "/opt/*/.venv/lib/python3*/site-packages/nvidia/cublas/lib/libcublas.so.1[0-9]",
        "/usr/local/lib/python3*/dist-packages/nvidia/cu1[0-9]/lib/libcublas.so.1[0-9]",
        "/usr/local/lib/python3*/dist-packages/nvidia/cublas/lib/libcublas.so.1[0-9]",
        "/usr/lib/python3/dist-packages/nvidia/cublas/lib/libcublas.so.1[0-9]"}) {
    glob_t g{};
    if (::glob(pattern, 0, nullptr, &g) == 0)
      for (size_t i = 0; i < g.gl_pathc; ++i) out.emplace_back(g.gl_pathv[i]);
    ::globfree(&g);
  }
  return out;
}

int dtype_code(const std::string& d) { return d == "f16" ? kR16F : d == "bf16" ? kR16BF : kR32F; }

}  // namespace

std::unique_ptr<Cublas> Cublas::open(const std::string& path, std::string* reason) {
  std::unique_ptr<Cublas> c(new Cublas);
  std::string tried;
  for (const auto& file : candidates(path)) {
    // libcublas needs libcublasLt; where it sits next to it, load that first by its full path.
    if (auto slash = file.rfind('/'); slash != std::string::npos) {
      std::string lt = file.substr(0, slash) + "/libcublasLt" + file.substr(file.find(".so", slash));
      ::dlopen(lt.c_str(), RTLD_NOW | RTLD_GLOBAL);
    }
    if ((c->lib_ = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL))) {
      c->library_ = file;
      break;
    }
    const char* e = ::dlerror();
    tried += std::string(tried.empty() ? "" : "; ") + (e ? e : file);
  }
  if (!c->lib_) {
    *reason = "no libcublas found (tried " + tried + "); pass --cublas PATH or set PARITYKIT_CUBLAS";
    return nullptr;
  }
  auto create = reinterpret_cast<CreateFn>(::dlsym(c->lib_, "cublasCreate_v2"));
  c->destroy_ = ::dlsym(c->lib_, "cublasDestroy_v2");
  c->set_stream_ = ::dlsym(c->lib_, "cublasSetStream_v2");
  c->sgemm_ = ::dlsym(c->lib_, "cublasSgemm_v2");
  c->gemm_ex_ = ::dlsym(c->lib_, "cublasGemmEx");
  if (!create || !c->destroy_ || !c->set_stream_ || !c->sgemm_ || !c->gemm_ex_) {
    *reason = c->library_ + " lacks cublasCreate_v2 / cublasSgemm_v2 / cublasGemmEx";
    return nullptr;
  }
  if (Status s = create(&c->handle_); s != 0) {
    *reason = "cublasCreate_v2 failed with status " + std::to_string(s);
    c->handle_ = nullptr;
    return nullptr;
  }
  return c;
}

Cublas::~Cublas() {
  if (handle_) reinterpret_cast<DestroyFn>(destroy_)(handle_);
}

bool Cublas::gemm(const std::string& in_dtype, const std::string& out_dtype, bool a_col, bool b_col, int m, int n,
                  int k, DevicePtr a, DevicePtr b, DevicePtr d, Stream stream, std::string* err) {
  // Row-major D (M x N) is column-major D^T (N x M) = B^T A^T: swap the operands.
  const int op_b = b_col ? kOpT : kOpN, ld_b = b_col ? k : n;
  const int op_a = a_col ? kOpT : kOpN, ld_a = a_col ? m : k;
  const float one = 1.0f, zero = 0.0f;
  auto* pa = reinterpret_cast<const void*>(static_cast<std::uintptr_t>(a));
  auto* pb = reinterpret_cast<const void*>(static_cast<std::uintptr_t>(b));
  auto* pd = reinterpret_cast<void*>(static_cast<std::uintptr_t>(d));
  Status s = reinterpret_cast<SetStreamFn>(set_stream_)(handle_, stream.handle);
  if (s == 0) {
    if (in_dtype == "f32" && out_dtype == "f32")
      s = reinterpret_cast<SgemmFn>(sgemm_)(handle_, op_b, op_a, n, m, k, &one, static_cast<const float*>(pb), ld_b,
                                            static_cast<const float*>(pa), ld_a, &zero, static_cast<float*>(pd), n);
    else
      s = reinterpret_cast<GemmExFn>(gemm_ex_)(handle_, op_b, op_a, n, m, k, &one, pb, dtype_code(in_dtype), ld_b, pa,
                                               dtype_code(in_dtype), ld_a, &zero, pd, dtype_code(out_dtype), n,
                                               kCompute32F, kGemmDefault);
  }
  if (s != 0) {
    *err = "cuBLAS " + std::string(in_dtype == "f32" && out_dtype == "f32" ? "cublasSgemm_v2" : "cublasGemmEx") +
           " failed with status " + std::to_string(s) + " (" + in_dtype + " -> " + out_dtype + ")";
    return false;
  }
  return true;
}

}  // namespace paritykit::runtime
