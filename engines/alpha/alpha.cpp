// Engine alpha: validate by the rule table, emit by building an ir::Module and printing it.
#include "alpha/alpha.h"

#include <stdexcept>

#include "gemm.h"
#include "printer.h"
#include "validate.h"

namespace paritykit::alpha {
namespace {

class AlphaEngine final : public spec::Engine {
 public:
  std::string name() const override { return "alpha"; }

  spec::Verdict validate(const spec::Config& config, const spec::Flavor& flavor) const override {
    // Families the spec model knows but alpha has no kernels for yet are refused, never read as gemm.
    if (config.family() != spec::Family::Gemm)
      return {false, "E_FAMILY_UNSUPPORTED", "family " + config.family_name() + " has no kernels yet (only gemm)"};
    return validate_gemm(config, flavor);
  }

  spec::Module emit(const spec::Config& config, const spec::Flavor& flavor) const override {
    if (config.family() != spec::Family::Gemm)
      throw std::invalid_argument("alpha: cannot emit family " + config.family_name());
    const ir::Module m = build_gemm_module(config, flavor);
    spec::Module out;
    out.ir_text = print_module(m, flavor);
    for (const auto& fn : m.definitions) out.kernels.push_back(fn->name);
    return out;
  }
};

}  // namespace

std::unique_ptr<spec::Engine> make_engine() { return std::make_unique<AlphaEngine>(); }

}  // namespace paritykit::alpha
