// Engine beta: the family table decides what beta can do; each family validates in one pass of
// checks and emits one text stream. Written independently of engine alpha on purpose; both
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
    if (auto r = row->check(c, f)) return *r;
    return {true, "", ""};
  }
  spec::Module emit(const spec::Config& c, const spec::Flavor& f) const override {
    const FamilyRow* row = find_family_row(c.family());
    if (!row) throw std::invalid_argument(fmt::format("beta: cannot emit family {}", spec::to_string(c.family())));
    return row->emit(c, f);
  }
};

}  // namespace

std::unique_ptr<spec::Engine> make_engine() { return std::make_unique<BetaEngine>(); }

}  // namespace paritykit::beta
