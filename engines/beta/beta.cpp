// Engine beta: the family table decides what beta can do; each family validates in one pass of
// checks and emits one text stream, and states its launch decisions (launch.cpp). Written independently of engine alpha on purpose; both
// follow engines/CONTRACT.md.
#include "beta/beta.h"

#include <fmt/format.h>

#include <stdexcept>

#include "families.h"

namespace paritykit::beta {
namespace {

class BetaEngine final : public spec::Engine {
 public:
  std::string name() const override { return "beta"; }
  spec::Verdict validate(const spec::Config& c, const spec::Flavor& f) const override {
    const FamilyRow* row = find_family_row(c.family());
    if (!row)
      return {false, "E_FAMILY_UNSUPPORTED",
              fmt::format("family {} has no kernels yet (only {})", spec::to_string(c.family()),
                          families_with_kernels())};
    // Rule 1 of every family's contract: the flavor's LLVM must know the target.
    if (!f.has_target(c.target)) {
      std::string list;
      for (const auto& x : f.targets) list += (list.empty() ? "" : ", ") + x;
      return {false, "E_TARGET_NEEDS_FLAVOR",
              fmt::format("target {} is not in flavor {} (its LLVM has {})", c.target, f.name, list)};
    }
    if (auto r = row->check(c)) return *r;
    return {true, "", ""};
  }
  spec::Module emit(const spec::Config& c, const spec::Flavor& f) const override {
    const FamilyRow* row = find_family_row(c.family());
    if (!row) throw std::invalid_argument(fmt::format("beta: cannot emit family {}", spec::to_string(c.family())));
    spec::Module m = row->emit(c, f);
    m.launch = row->launch(c);
    return m;
  }
};

}  // namespace

std::unique_ptr<spec::Engine> make_engine() { return std::make_unique<BetaEngine>(); }

}  // namespace paritykit::beta
