// The digest of an execution: one string that two runs of the same image in two processes must
// share when the kernels are deterministic (the fresh-process replay check compares it).
#include "paritykit/execute.h"
#include "paritykit/support/sha256.h"

namespace paritykit::execute {

std::string execution_digest(const std::vector<ShapeOutcome>& shapes) {
  std::string chain;
  for (const ShapeOutcome& o : shapes) chain += o.output_sha256;
  return chain.empty() ? std::string() : support::sha256_hex(chain);
}

}  // namespace paritykit::execute
