// What every family's qualification bench (families.h, FamilyRow::make_bench) shares: the module
// image loaded with the kernels the protocol names, for the bench's life; the two timing events;
// and a sample: the family's output readied outside the timing, then one launch timed by the
// device events and by the host clock around the launch and its synchronisation.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/qualify.h"
#include "paritykit/runtime.h"
#include "stage/event_pair.h"

namespace paritykit::execute {

/// A qualify::Bench whose sample is one timed launch of the family's kernels. A family's bench
/// derives from it, says how its output is readied and its kernels launched, and checks its own
/// numbers (check). Errors are returned with the backend's message; what was made before a step
/// failed is released with the bench.
class ImageBench : public qualify::Bench {
 public:
  ~ImageBench() override;
  ImageBench(const ImageBench&) = delete;
  ImageBench& operator=(const ImageBench&) = delete;

  /// prepare() and a synchronisation, untimed; then the launch between the two events, timed by
  /// them (*device_s) and by the host clock from before the first event to the synchronisation
  /// after the launch (*host_s), in seconds.
  bool sample(double* device_s, double* host_s, std::string* err) final;

 protected:
  explicit ImageBench(runtime::Backend& be) : be_(be) {}
  /// Loads `image` and looks up each of `kernels` in it, into module_ (unloaded with the bench).
  bool load(const std::string& image, const std::vector<std::string>& kernels, std::string* err);
  /// Creates the timing events (before the first sample).
  bool make_events(std::string* err);
  /// Readies the family's output for a launch (outside the timing): e.g. the fill that makes an
  /// element no thread wrote fail a check.
  virtual bool prepare(std::string* err) = 0;
  /// Launches the family's kernels once, on the default stream.
  virtual bool launch(std::string* err) = 0;

  runtime::Backend& be_;
  LoadedModule module_;  ///< empty until load (and for a bench of a vendor library)

 private:
  std::unique_ptr<EventPair> events_;
};

}  // namespace paritykit::execute
