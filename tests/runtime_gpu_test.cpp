// runtime/ on a real device (ctest label gpu). Without one, every test says SKIPPED with the
// backend's own reason (e.g. "cannot load libcuda.so.1", "hipErrorNoDevice"); CI has no GPU.
#include <gtest/gtest.h>

#include <iostream>

#include "paritykit/runtime.h"

namespace rt = paritykit::runtime;

namespace {

/// out[i] += 1 for i < n, written by hand for sm_90 (PTX ISA 8.0).
constexpr const char* kAddOnePtx = R"(.version 8.0
.target sm_90
.address_size 64

.visible .entry add_one(.param .u64 p_out, .param .u32 p_n)
{
  .reg .pred %p<2>;
  .reg .b32 %r<6>;
  .reg .b64 %rd<5>;
  .reg .f32 %f<3>;
  ld.param.u64 %rd1, [p_out];
  ld.param.u32 %r1, [p_n];
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mov.u32 %r4, %tid.x;
  mad.lo.s32 %r5, %r2, %r3, %r4;
  setp.ge.u32 %p1, %r5, %r1;
  @%p1 bra DONE;
  cvta.to.global.u64 %rd2, %rd1;
  mul.wide.u32 %rd3, %r5, 4;
  add.s64 %rd4, %rd2, %rd3;
  ld.global.f32 %f1, [%rd4];
  add.f32 %f2, %f1, 0f3F800000;
  st.global.f32 [%rd4], %f2;
DONE:
  ret;
}
)";

}  // namespace

TEST(CudaDevice, LoadLaunchTimeAndRefuse) {
  std::string reason;
  auto be = rt::open_cuda(&reason);
  if (!be) GTEST_SKIP() << "no CUDA device: " << reason;
  std::cout << "device: " << be->device().name << " (" << be->device().arch << ")\n";
  std::string err;
  rt::Module m;
  rt::Kernel k;
  ASSERT_TRUE(be->load_module(kAddOnePtx, &m, &err)) << err;
  ASSERT_TRUE(be->get_kernel(m, "add_one", &k, &err)) << err;
  const unsigned n = 1000;
  std::vector<float> host(n);
  for (unsigned i = 0; i < n; ++i) host[i] = static_cast<float>(i);
  rt::DevicePtr d = 0;
  rt::Stream s;
  rt::Event e0, e1;
  ASSERT_TRUE(be->alloc(n * sizeof(float), &d, &err)) << err;
  ASSERT_TRUE(be->create_stream(&s, &err)) << err;
  ASSERT_TRUE(be->create_event(&e0, &err) && be->create_event(&e1, &err)) << err;
  ASSERT_TRUE(be->copy_to_device(d, host.data(), n * sizeof(float), s, &err)) << err;
  rt::KernelArgs args;
  args.ptr(d).i32(static_cast<std::int32_t>(n - 1));  // the last element stays as it was
  ASSERT_TRUE(be->record_event(e0, s, &err)) << err;
  ASSERT_TRUE(be->launch(k, {(n + 127) / 128, 1, 1}, {128, 1, 1}, 0, s, args, &err)) << err;
  ASSERT_TRUE(be->record_event(e1, s, &err)) << err;
  ASSERT_TRUE(be->copy_to_host(host.data(), d, n * sizeof(float), s, &err)) << err;
  ASSERT_TRUE(be->synchronize(s, &err)) << err;
  float ms = -1;
  ASSERT_TRUE(be->elapsed_ms(e0, e1, &ms, &err)) << err;
  EXPECT_GE(ms, 0.0f);
  for (unsigned i = 0; i + 1 < n; ++i) ASSERT_EQ(host[i], static_cast<float>(i) + 1) << i;
  EXPECT_EQ(host[n - 1], static_cast<float>(n - 1));

  // A wrong target is refused before the driver sees it; broken PTX comes back with the JIT log.
  rt::Module bad;
  std::string retargeted = kAddOnePtx;
  retargeted.replace(retargeted.find("sm_90"), 5, "sm_990");
  EXPECT_FALSE(be->load_module(retargeted, &bad, &err));
  EXPECT_NE(err.find("refused before loading"), std::string::npos) << err;
  std::string broken = kAddOnePtx;
  broken.replace(broken.find("add.f32"), 7, "add.q32");
  EXPECT_FALSE(be->load_module(broken, &bad, &err));
  EXPECT_NE(err.find("cuModuleLoadDataEx: CUDA_ERROR_"), std::string::npos) << err;
  EXPECT_NE(err.find("JIT error log"), std::string::npos) << err;
  std::cout << "broken PTX: " << err << "\n";
  EXPECT_FALSE(be->get_kernel(m, "no_such_kernel", &k, &err));
  EXPECT_NE(err.find("CUDA_ERROR_NOT_FOUND"), std::string::npos) << err;

  EXPECT_TRUE(be->destroy_event(e0, &err) && be->destroy_event(e1, &err) && be->destroy_stream(s, &err) &&
              be->free(d, &err) && be->unload_module(m, &err))
      << err;
}

TEST(CudaDevice, CopiesOnDeviceAndTimesIt) {
  std::string reason;
  auto be = rt::open_cuda(&reason);
  if (!be) GTEST_SKIP() << "no CUDA device: " << reason;
  const size_t bytes = size_t{256} << 20;  // large enough for the copy to reach HBM bandwidth
  std::string err;
  rt::DevicePtr a = 0, b = 0;
  ASSERT_TRUE(be->alloc(bytes, &a, &err)) << err;
  ASSERT_TRUE(be->alloc(bytes, &b, &err)) << err;
  ASSERT_TRUE(be->memset(a, 0x5A, bytes, {}, &err)) << err;
  ASSERT_TRUE(be->memset(b, 0x00, bytes, {}, &err)) << err;
  rt::Event e0, e1;
  ASSERT_TRUE(be->create_event(&e0, &err) && be->create_event(&e1, &err)) << err;
  ASSERT_TRUE(be->copy_on_device(b, a, bytes, {}, &err)) << err;  // warm-up
  ASSERT_TRUE(be->record_event(e0, {}, &err)) << err;
  ASSERT_TRUE(be->copy_on_device(b, a, bytes, {}, &err)) << err;
  ASSERT_TRUE(be->record_event(e1, {}, &err)) << err;
  float ms = 0;
  ASSERT_TRUE(be->elapsed_ms(e0, e1, &ms, &err)) << err;
  std::cout << "device copy: " << 2.0 * static_cast<double>(bytes) / (ms * 1e6) << " GB/s (read + write)\n";
  std::vector<unsigned char> tail(4096);
  ASSERT_TRUE(be->copy_to_host(tail.data(), b + bytes - tail.size(), tail.size(), {}, &err)) << err;
  ASSERT_TRUE(be->synchronize({}, &err)) << err;
  EXPECT_EQ(tail, std::vector<unsigned char>(tail.size(), 0x5A));
  be->destroy_event(e0, &err);
  be->destroy_event(e1, &err);
  EXPECT_TRUE(be->free(a, &err) && be->free(b, &err)) << err;
}

TEST(HipDevice, OpensOrSaysWhy) {
  std::string reason;
  auto be = rt::open_hip(&reason);
  if (!be) GTEST_SKIP() << "no HIP device: " << reason;
  std::cout << "device: " << be->device().name << " (" << be->device().arch << ")\n";
  std::string err;
  rt::Module m;
  EXPECT_FALSE(be->load_module(kAddOnePtx, &m, &err)) << "PTX on an AMD GPU";
  EXPECT_NE(err.find("refused before loading"), std::string::npos) << err;
}

TEST(Cublas, OpensWhereACudaDeviceIs) {
  std::string reason;
  auto be = rt::open_cuda(&reason);
  if (!be) GTEST_SKIP() << "no CUDA device: " << reason;
  auto cublas = rt::Cublas::open("", &reason);
  if (!cublas) GTEST_SKIP() << "no cuBLAS (a yardstick only): " << reason;
  std::cout << "cuBLAS: " << cublas->library() << "\n";
  const int m = 3, n = 2, k = 4;
  std::vector<float> a(m * k), b(k * n), d(m * n, -1);
  for (int i = 0; i < m * k; ++i) a[i] = static_cast<float>(i % 5) - 2;
  for (int i = 0; i < k * n; ++i) b[i] = static_cast<float>(i % 3) - 1;
  std::string err;
  rt::DevicePtr da = 0, db = 0, dd = 0;
  ASSERT_TRUE(be->alloc(a.size() * 4, &da, &err) && be->alloc(b.size() * 4, &db, &err) &&
              be->alloc(d.size() * 4, &dd, &err))
      << err;
  ASSERT_TRUE(be->copy_to_device(da, a.data(), a.size() * 4, {}, &err) &&
              be->copy_to_device(db, b.data(), b.size() * 4, {}, &err))
      << err;
  ASSERT_TRUE(cublas->gemm("f32", "f32", false, false, m, n, k, da, db, dd, {}, &err)) << err;
  ASSERT_TRUE(be->copy_to_host(d.data(), dd, d.size() * 4, {}, &err) && be->synchronize({}, &err)) << err;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      float want = 0;
      for (int q = 0; q < k; ++q) want += a[i * k + q] * b[q * n + j];
      EXPECT_EQ(d[i * n + j], want) << i << "," << j << " (row-major D = A B)";
    }
  be->free(da, &err);
  be->free(db, &err);
  be->free(dd, &err);
}
