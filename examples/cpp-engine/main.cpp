// aot-parity-run: parity-run with this team's engines built in. `builtin:beta-aot` is the AOT cache
// in front of engine beta (the cache directory is $AOT_CACHE_DIR, default ./aot-cache), compared by
// default against paritykit's engine alpha; every parity-run option, --engine-a/-b exec:
// engines included, works as documented.
#include <cstdlib>

#include "alpha/alpha.h"
#include "aot_cache_engine.h"
#include "beta/beta.h"
#include "paritykit/plugin.h"

int main(int argc, char** argv) {
  const char* dir = std::getenv("AOT_CACHE_DIR");
  return paritykit::run_main(argc, argv,
                             {{"alpha", paritykit::alpha::make_engine},
                              {"beta-aot", [dir] {
                                 return example::make_aot_cache_engine(paritykit::beta::make_engine(),
                                                                       dir ? dir : "aot-cache");
                               }}});
}
