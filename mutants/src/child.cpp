// run_child: the campaign's options for support::run_process.
#include <chrono>

#include "paritykit/mutants.h"

namespace paritykit::mutants {

std::atomic<bool> g_interrupted{false};

ChildResult run_child(const std::vector<std::string>& argv, const std::filesystem::path& cwd,
                      double timeout_seconds) {
  support::ProcessOptions o;
  if (timeout_seconds > 0)
    o.timeout = std::chrono::ceil<std::chrono::milliseconds>(std::chrono::duration<double>(timeout_seconds));
  o.out = support::Output::Capture;
  o.err = support::Output::Merge;  // a build's errors read in order with its progress
  o.cap = std::size_t{1} << 20;
  o.keep_tail = true;  // a build or ctest log says what failed at its end
  o.cwd = cwd;
  o.search_path = true;
  o.own_group = true;
  o.interrupt = &g_interrupted;
  return support::run_process(argv, o);
}

}  // namespace paritykit::mutants
