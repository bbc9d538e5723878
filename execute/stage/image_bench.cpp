// The qualification benches' shared part (image_bench.h): loading, events, one timed sample.
#include "stage/image_bench.h"

#include <chrono>

namespace paritykit::execute {

ImageBench::~ImageBench() {
  std::string err;
  if (module_.module.handle) be_.unload_module(module_.module, &err);
}

bool ImageBench::load(const std::string& image, const std::vector<std::string>& kernels, std::string* err) {
  if (!be_.load_module(image, &module_.module, err)) return false;
  for (const std::string& name : kernels) {
    runtime::Kernel k;
    if (!be_.get_kernel(module_.module, name, &k, err)) return false;
    module_.kernels.push_back(k);
    module_.names.push_back(name);
  }
  return true;
}

bool ImageBench::make_events(std::string* err) {
  events_ = EventPair::create(be_, err);
  return events_ != nullptr;
}

bool ImageBench::sample(double* device_s, double* host_s, std::string* err) {
  if (!prepare(err) || !be_.synchronize({}, err)) return false;
  const auto t0 = std::chrono::steady_clock::now();
  if (!be_.record_event(events_->start, {}, err) || !launch(err) || !be_.record_event(events_->end, {}, err) ||
      !be_.synchronize({}, err))
    return false;
  const auto t1 = std::chrono::steady_clock::now();
  float ms = 0;
  if (!be_.elapsed_ms(events_->start, events_->end, &ms, err)) return false;
  *device_s = ms * 1e-3;
  *host_s = std::chrono::duration<double>(t1 - t0).count();
  return true;
}

}  // namespace paritykit::execute
