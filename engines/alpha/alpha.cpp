// Engine alpha: the family table decides what alpha can do; each family validates by its rule
// table and emits by building an ir::Module, which one printer serialises for the flavor, beside
// the launch decisions its geometry and policy derive.
#include "alpha/alpha.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <stdexcept>

#include "families.h"
#include "printer.h"

namespace paritykit::alpha {
namespace {

class AlphaEngine final : public spec::Engine {
 public:
  std::string name() const override { return "alpha"; }

  spec::Verdict validate(const spec::Config& config, const spec::Flavor& flavor) const override {
    // Families the spec model knows but alpha has no kernels for are refused, never read as another.
    const FamilyEntry* entry = find_family_entry(config.family());
    if (!entry)
      return {false, "E_FAMILY_UNSUPPORTED", "family " + config.family_name() + " has no kernels yet (only gemm, mlp, conv_wgrad)"};
    // Rule 1 of every family's contract: the flavor's LLVM must know the target.
    if (!flavor.has_target(config.target))
      return {false, "E_TARGET_NEEDS_FLAVOR",
              fmt::format("target {} is not in flavor {} (its LLVM has {})", config.target, flavor.name,
                          fmt::join(flavor.targets, ", "))};
    return entry->validate(config);
  }

  spec::Module emit(const spec::Config& config, const spec::Flavor& flavor) const override {
    const FamilyEntry* entry = find_family_entry(config.family());
    if (!entry) throw std::invalid_argument("alpha: cannot emit family " + config.family_name());
    const ir::Module m = entry->build(config, flavor);
    spec::Module out;
    out.ir_text = print_module(m, flavor);
    for (const auto& fn : m.definitions) out.kernels.push_back(fn->name);
    out.launch = entry->launch(config);
    return out;
  }
};

}  // namespace

std::unique_ptr<spec::Engine> make_engine() { return std::make_unique<AlphaEngine>(); }

}  // namespace paritykit::alpha
