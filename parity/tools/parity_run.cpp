// parity-run: compare engine alpha (A) and engine beta (B), or any two engines named with
// --engine-a / --engine-b, on every config x flavor (plugin.h run_main).
#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/plugin.h"

int main(int argc, char** argv) {
  return paritykit::run_main(argc, argv, {{"alpha", paritykit::alpha::make_engine}, {"beta", paritykit::beta::make_engine}});
}
