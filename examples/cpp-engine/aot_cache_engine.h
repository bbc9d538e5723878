// An ahead-of-time cache in front of a live engine: the second engine a team with a JIT and an AOT
// cache has. Its emit() serves the module stored for (config, flavor) when there is one and
// stores what the live engine emits otherwise; parity-run then proves that the cache hands out
// the bytes the live generator would (a stale or corrupt entry is a MISMATCH).
#pragma once

#include <filesystem>
#include <memory>

#include "paritykit/spec.h"

namespace example {

std::unique_ptr<paritykit::spec::Engine> make_aot_cache_engine(std::unique_ptr<paritykit::spec::Engine> live,
                                                               std::filesystem::path dir);

}  // namespace example
