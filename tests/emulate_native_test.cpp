// emulate's NativeKernel (emulate.h), the yardstick emulate-bench measures the emulator against: a
// kernel with no sync point computes natively the bits it computes on the emulator, and a kernel
// with a sync point, in itself or in a helper it may call, is refused with the site named.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "paritykit/emulate.h"
#include "paritykit/runtime.h"
#include "paritykit/support/file.h"
#include "test_paths.h"

namespace em = paritykit::emulate;
namespace rt = paritykit::runtime;

namespace {

/// gemm config 6 (gfx1201, f16, split-K two_stage x3): its main kernel synchronises through LDS,
/// its reduce kernel has no sync point.
std::string gemm6_ir() {
  std::string ir, err;
  EXPECT_TRUE(paritykit::support::read_file(PK_SOURCE_DIR + "/golden/ir/llvm22/gemm-6.ll", &ir, &err)) << err;
  return ir;
}

/// The reduce kernel's arguments (W, D, M, N).
rt::KernelArgs reduce_args(rt::DevicePtr w, rt::DevicePtr d, int m, int n) {
  rt::KernelArgs args;
  args.ptr(w).ptr(d).i32(m).i32(n);
  return args;
}

TEST(EmulateNative, ReduceKernelComputesTheEmulatorsBits) {
  const std::string ir = gemm6_ir();
  std::string err;
  const auto native = em::NativeKernel::compile(ir, "paritykit_gemm_6_reduce", &err);
  ASSERT_TRUE(native) << err;
  em::EmulatorBackend be("gfx1201", 32);
  rt::Module module;
  rt::Kernel kernel;
  ASSERT_TRUE(be.load_module(ir, &module, &err)) << err;
  ASSERT_TRUE(be.get_kernel(module, "paritykit_gemm_6_reduce", &kernel, &err)) << err;
  // 33 x 33 outputs: the last work-group of 256 only partly inside.
  const int m = 33, n = 33, degree = 3;
  const std::size_t outputs = m * n;
  std::vector<float> w(degree * outputs);
  for (std::size_t i = 0; i < w.size(); ++i) w[i] = static_cast<float>(i % 97) * 0.37f - 11.0f;
  rt::DevicePtr w_dev = 0, d_emulated = 0, d_native = 0;
  ASSERT_TRUE(be.alloc(w.size() * sizeof(float), &w_dev, &err) && be.alloc(outputs * 2, &d_emulated, &err) &&
              be.alloc(outputs * 2, &d_native, &err))
      << err;
  ASSERT_TRUE(be.copy_to_device(w_dev, w.data(), w.size() * sizeof(float), {}, &err) &&
              be.memset(d_emulated, 0xff, outputs * 2, {}, &err) && be.memset(d_native, 0xff, outputs * 2, {}, &err))
      << err;
  const rt::Dim3 grid{static_cast<unsigned>((outputs + 255) / 256), 1, 1}, block{256, 1, 1};
  ASSERT_TRUE(be.launch(kernel, grid, block, 0, {}, reduce_args(w_dev, d_emulated, m, n), &err)) << err;
  ASSERT_TRUE(native->launch(grid, block, reduce_args(w_dev, d_native, m, n), &err)) << err;
  std::vector<unsigned char> emulated(outputs * 2), natively(outputs * 2);
  ASSERT_TRUE(be.copy_to_host(emulated.data(), d_emulated, emulated.size(), {}, &err) &&
              be.copy_to_host(natively.data(), d_native, natively.size(), {}, &err))
      << err;
  EXPECT_EQ(emulated, natively);
  // Every output written (the fill is 0xff): equal outputs of a kernel that wrote nothing prove nothing.
  for (std::size_t i = 0; i < outputs; ++i)
    ASSERT_FALSE(natively[2 * i] == 0xff && natively[2 * i + 1] == 0xff) << "output " << i << " not written";
}

TEST(EmulateNative, RefusesAKernelWithASyncPoint) {
  std::string err;
  EXPECT_FALSE(em::NativeKernel::compile(gemm6_ir(), "paritykit_gemm_6", &err));
  EXPECT_NE(err.find("paritykit_gemm_6 has a sync point, which needs the emulator: @paritykit_gemm_6, block"),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("@llvm.amdgcn.s.barrier"), std::string::npos) << err;
}

TEST(EmulateNative, RefusesAKernelWhoseHelperHasASyncPoint) {
  const std::string ir =
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "define internal void @wait_for_all() {\n  call void @llvm.amdgcn.s.barrier()\n  ret void\n}\n"
      "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n  call void @wait_for_all()\n  ret void\n}\n"
      "define amdgpu_kernel void @other(ptr addrspace(1) %p) {\n  ret void\n}\n"
      "declare void @llvm.amdgcn.s.barrier()\n";
  std::string err;
  EXPECT_FALSE(em::NativeKernel::compile(ir, "k", &err));
  EXPECT_NE(err.find("k has a sync point, which needs the emulator: @wait_for_all"), std::string::npos) << err;
  // Which kernels call a helper is not looked at: its sync point counts against every kernel.
  EXPECT_FALSE(em::NativeKernel::compile(ir, "other", &err));
}

TEST(EmulateNative, RefusesWhatDoesNotFit) {
  std::string err;
  EXPECT_FALSE(em::NativeKernel::compile(gemm6_ir(), "paritykit_gemm_7_reduce", &err));
  EXPECT_EQ(err, "the module has no kernel paritykit_gemm_7_reduce");
  const auto native = em::NativeKernel::compile(gemm6_ir(), "paritykit_gemm_6_reduce", &err);
  ASSERT_TRUE(native) << err;
  rt::KernelArgs three;
  three.ptr(0).ptr(0).i32(1);
  EXPECT_FALSE(native->launch({1, 1, 1}, {1, 1, 1}, three, &err));
  EXPECT_EQ(err, "paritykit_gemm_6_reduce takes 4 arguments, given 3");
}

}  // namespace
