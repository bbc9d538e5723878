// parity-discrimination: how much the gemm or conv_wgrad numerics can tell, on the CPU. For every
// accepted config of a gemm or conv_wgrad config file, at the execution stage's default numerics
// problems and inputs (seed 1, uniform), the discrimination of the reference bound: the fraction of
// the elements with |ref| > 0 on which an all-zero output would fail. The gate calls an execution
// under 0.90 VACUOUS; this shows, without a GPU, whether a config would be.
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "paritykit/execute.h"
#include "paritykit/execute/conv_wgrad.h"
#include "paritykit/execute/gemm.h"
#include "paritykit/reference.h"
#include "paritykit/spec.h"
#include "paritykit/support/option_text.h"

namespace pk = paritykit;

namespace {

/// Whether `d` discriminates less than `least`: a NaN less than any number (it discriminates
/// nothing), so the least figure is NaN once one is, and NaN is VACUOUS.
bool less_discriminating(double d, double least) { return !std::isnan(least) && !(d >= least); }

/// The conv_wgrad figures: each accepted config at its default problems, with the executor's
/// inputs (streams x=3, dy=4) and the bound of the split the policy resolves for its target.
int conv_wgrad(const pk::spec::ConfigFile& file, std::uint64_t seed) {
  namespace ref = pk::reference;
  double least = 2;
  std::string least_at;
  int configs = 0;
  for (const auto& c : file.configs) {
    const auto* cs = c.as<pk::spec::ConvWgradSpec>();
    const pk::spec::TargetInfo* target = pk::spec::find_target(c.target);
    if (!cs || !target || !c.expect.accept) continue;
    ++configs;
    const pk::execute::ConvSplit split = pk::execute::conv_split_policy(*cs, target->compute_units);
    pk::spec::ConvWgradSpec rs = *cs;
    rs.split = split.mode;
    rs.split_degree = split.degree;
    rs.split_auto = false;
    double d_min = 2;
    std::string at;
    for (const pk::spec::ConvShape& s : pk::execute::conv_wgrad_default_problems(*cs)) {
      const ref::ConvProblem p{s.n, s.h, s.w, s.c, s.k, s.r, s.s};
      ref::Tensor x = ref::make_tensor("x", rs.x, {p.n, p.h, p.w, p.c});
      ref::Tensor dy = ref::make_tensor("dy", rs.dy, {p.n, ref::conv_p(rs, p), ref::conv_q(rs, p), p.k});
      for (std::int64_t i = 0; i < x.size(); ++i) ref::set_value(x, i, ref::uniform_value(seed, 3, static_cast<std::uint64_t>(i)));
      for (std::int64_t i = 0; i < dy.size(); ++i) ref::set_value(dy, i, ref::uniform_value(seed, 4, static_cast<std::uint64_t>(i)));
      ref::Reference rc;
      if (std::string err; !ref::conv_wgrad_reference(rs, p, ref::view(x), ref::view(dy), &rc, &err)) {
        std::fprintf(stderr, "parity-discrimination: conv_wgrad %d: %s\n", c.id, err.c_str());
        return 2;
      }
      const double d = ref::discrimination(rc.ref, rc.bound);
      std::printf("  conv_wgrad %d at %s: %.4f\n", c.id, pk::execute::to_string(pk::execute::conv_problem(s)).c_str(), d);
      if (less_discriminating(d, d_min)) d_min = d, at = pk::execute::to_string(pk::execute::conv_problem(s));
    }
    std::printf("conv_wgrad %d (%s; split %s %d): min discrimination %.4f at %s\n", c.id, c.title.c_str(),
                pk::spec::to_string(split.mode), split.degree, d_min, at.c_str());
    if (less_discriminating(d_min, least)) least = d_min, least_at = "conv_wgrad " + std::to_string(c.id) + " at " + at;
  }
  std::printf("%d accepted configs: least discrimination %.4f (%s)%s\n", configs, least, least_at.c_str(),
              !(least >= ref::kMinDiscrimination) ? ": VACUOUS" : "");
  return !(least >= ref::kMinDiscrimination) ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: parity-discrimination GEMM_OR_CONV_WGRAD_CONFIGS.json [SEED]\n");
    return 2;
  }
  std::optional<std::uint64_t> seed = 1;
  if (argc == 3 && !(seed = pk::support::parse_uint64_text(argv[2]))) {
    std::fprintf(stderr, "parity-discrimination: SEED: %s\n", pk::support::uint64_text_error(argv[2]).c_str());
    return 2;
  }
  pk::spec::ConfigFile file;
  if (std::string err; !pk::spec::load_config_file(argv[1], &file, &err)) {
    std::fprintf(stderr, "%s\n", err.c_str());
    return 2;
  }
  if (file.family == pk::spec::Family::ConvWgrad) return conv_wgrad(file, *seed);
  // The reference depends on the dtypes, layouts and split (with its K ranges: tile.k) only:
  // configs that share them share
  // their figures, computed once.
  using Key = std::tuple<int, int, int, int, int, int, int, int>;
  std::map<Key, std::pair<double, std::string>> memo;
  double least = 2;
  std::string least_at;
  int configs = 0;
  for (const auto& c : file.configs) {
    const auto* gs = c.as<pk::spec::GemmSpec>();
    if (!gs || !c.expect.accept) continue;
    ++configs;
    const Key key{static_cast<int>(gs->a), static_cast<int>(gs->b), static_cast<int>(gs->out),
                  static_cast<int>(gs->layout_a), static_cast<int>(gs->layout_b), static_cast<int>(gs->split),
                  gs->split == pk::spec::SplitMode::None ? 1 : gs->split_degree,
                  gs->split == pk::spec::SplitMode::None ? 0 : gs->tile_k};
    auto [at, fresh] = memo.try_emplace(key, 2.0, "");
    if (fresh) {
      for (const auto& s : pk::execute::default_shapes()) {
        // The executor's inputs (execute/gemm/numerics.cpp): streams 1 and 2, uniform.
        namespace ref = pk::reference;
        ref::Tensor a = ref::make_tensor("a", gs->a, {s.m, s.k}, gs->layout_a == pk::spec::Layout::Col);
        ref::Tensor b = ref::make_tensor("b", gs->b, {s.k, s.n}, gs->layout_b == pk::spec::Layout::Col);
        for (std::int64_t i = 0; i < a.size(); ++i) ref::set_value(a, i, ref::uniform_value(*seed, 1, static_cast<std::uint64_t>(i)));
        for (std::int64_t i = 0; i < b.size(); ++i) ref::set_value(b, i, ref::uniform_value(*seed, 2, static_cast<std::uint64_t>(i)));
        ref::Reference rc;
        if (std::string err; !ref::gemm_reference(*gs, {s.m, s.n, s.k}, ref::view(a), ref::view(b), &rc, &err)) {
          std::fprintf(stderr, "parity-discrimination: gemm %d: %s\n", c.id, err.c_str());
          return 2;
        }
        const double d = pk::reference::discrimination(rc.ref, rc.bound);
        if (less_discriminating(d, at->second.first)) at->second = {d, pk::execute::to_string(s)};
      }
    }
    const auto& [d, shape] = at->second;
    std::printf("gemm %d (%s): min discrimination %.4f at %s\n", c.id, c.title.c_str(), d, shape.c_str());
    if (less_discriminating(d, least)) least = d, least_at = "gemm " + std::to_string(c.id) + " at " + shape;
  }
  std::printf("%d accepted configs, %zu distinct references: least discrimination %.4f (%s)%s\n", configs,
              memo.size(), least, least_at.c_str(), !(least >= pk::reference::kMinDiscrimination) ? ": VACUOUS" : "");
  return !(least >= pk::reference::kMinDiscrimination) ? 1 : 0;
}
