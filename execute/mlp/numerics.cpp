// mlp numerics: host inputs from the reference's case generator, and a device output (with the
// guard after it) judged against the reference and its bound through judge_output.
#include <cmath>
#include <cstring>
#include <string_view>
#include <type_traits>

#include "stage/errors.h"
#include "mlp/executor.h"
#include "stage/numerics.h"
#include "paritykit/support/sha256.h"

namespace paritykit::execute::mlp {
namespace {

/// `src`'s first `rows` rows, `cols` columns of each, as a [rows x cols] tensor of `name`;
/// columns past src's own are zero (the reference may pad the input to width, the kernel does not).
ref::Tensor repack(const ref::Tensor& src, std::string name, std::int64_t rows, std::int64_t cols) {
  ref::Tensor out = ref::make_tensor(std::move(name), src.dtype, {rows, cols});
  const std::int64_t src_cols = src.shape.size() > 1 ? src.shape[1] : 1;
  const std::int64_t copy = std::min(cols, src_cols);
  for (std::int64_t r = 0; r < rows; ++r)
    std::memcpy(out.storage.data() + static_cast<size_t>(r * cols) * 2,
                src.storage.data() + static_cast<size_t>(r * src_cols) * 2, static_cast<size_t>(copy) * 2);
  return out;
}

}  // namespace

bool make_host_case(const spec::Config& c, std::int64_t batch, std::uint64_t seed, bool with_reference, HostCase* out,
                    std::string* err) {
  const spec::MlpSpec& ms = std::get<spec::MlpSpec>(c.spec);
  ref::Case cs;
  if (!prefixed(ref::make_case(c, "{\"batch\":" + std::to_string(batch) + "}", seed, ref::InputMode::Uniform, &cs, err),
                "reference: ", err))
    return false;
  HostCase h;
  h.batch = batch;
  h.ref_input = std::move(cs.inputs[0]);
  h.params = std::move(cs.inputs[1]);
  h.x = repack(h.ref_input, "x", batch, ms.input_width);
  if (with_reference) h.reference = std::move(cs.reference);
  *out = std::move(h);
  return true;
}

HostCase first_rows(const HostCase& h, std::int64_t rows) {
  HostCase out;
  out.batch = rows;
  out.x = repack(h.x, "x", rows, h.x.shape[1]);
  out.ref_input = repack(h.ref_input, "input", rows, h.ref_input.shape[1]);
  out.params = h.params;
  return out;
}

HostCase leading_rows(const HostCase& h, std::int64_t rows) {
  HostCase out = first_rows(h, rows);
  if (!h.reference) return out;
  const ref::Reference& all = *h.reference;
  const auto take = [&](const auto& v) {
    const std::int64_t per_row = static_cast<std::int64_t>(v.size()) / h.batch;
    return std::decay_t<decltype(v)>(v.begin(), v.begin() + rows * per_row);
  };
  ref::Reference r;
  r.shape = all.shape;
  r.shape[0] = rows;
  r.ref = take(all.ref);
  r.bound = take(all.bound);
  r.exact = take(all.exact);
  if (!all.directed_cells.empty()) r.directed_cells = take(all.directed_cells);
  r.row_length = all.row_length;
  out.reference = std::move(r);
  return out;
}

bool reference_with(const spec::MlpSpec& ms, const HostCase& h, const ref::Tensor& params, ref::Reference* out,
                    std::string* err) {
  return prefixed(ref::mlp_reference(ms, {h.batch}, ref::view(h.ref_input), ref::view(params), out, err), "reference: ",
                  err);
}

bool make_large_case(const spec::Config& c, std::int64_t batch, std::uint64_t seed, LargeCase* out, std::string* err) {
  const spec::MlpSpec& ms = std::get<spec::MlpSpec>(c.spec);
  // The parameters do not depend on the batch; the input rows follow the reference's uniform
  // generator (stream 1), made here because a reference of 2^20 rows is not needed.
  HostCase one;
  if (!make_host_case(c, 1, seed, false, &one, err)) return false;
  LargeCase l;
  l.batch = batch;
  l.x = ref::make_tensor("x", spec::DType::F16, {batch, ms.input_width});
  for (std::int64_t i = 0; i < l.x.size(); ++i)
    ref::set_value(l.x, i, ref::uniform_value(seed, 1, static_cast<std::uint64_t>(i)));
  l.params = std::move(one.params);
  l.ref_columns = one.ref_input.shape[1];
  *out = std::move(l);
  return true;
}

bool judge_sampled_rows(const spec::MlpSpec& ms, const LargeCase& c, const Output& out, int samples,
                        ShapeOutcome* judged, std::string* err) {
  // The sampled rows of the input, in the reference's layout, give those rows' reference.
  const std::int64_t ref_cols = c.ref_columns;
  HostCase sampled;
  sampled.batch = samples;
  sampled.ref_input = ref::make_tensor("input", spec::DType::F16, {samples, ref_cols});
  std::vector<std::byte> got(static_cast<size_t>(samples * ms.output_width) * 2);
  for (int t = 0; t < samples; ++t) {
    const std::int64_t row = static_cast<std::int64_t>(ref::counter_hash(7, 98, static_cast<std::uint64_t>(t)) %
                                                       static_cast<std::uint64_t>(c.batch));
    std::memcpy(sampled.ref_input.storage.data() + static_cast<size_t>(t * ref_cols) * 2,
                c.x.storage.data() + static_cast<size_t>(row * ms.input_width) * 2,
                static_cast<size_t>(ms.input_width) * 2);
    std::memcpy(got.data() + static_cast<size_t>(t * ms.output_width) * 2,
                out.y.data() + static_cast<size_t>(row * ms.output_width) * 2,
                static_cast<size_t>(ms.output_width) * 2);
  }
  Output sampled_out;
  sampled_out.y = std::move(got);
  sampled_out.guard_written = out.guard_written;
  sampled_out.first_guard = out.first_guard;
  sampled_out.first_guard_value = out.first_guard_value;
  ref::Reference sampled_reference;
  if (!reference_with(ms, sampled, c.params, &sampled_reference, err)) return false;
  *judged = judge(ms, samples, sampled_out, sampled_reference);
  return true;
}

std::vector<float> to_floats(const std::vector<std::byte>& raw, std::int64_t count) {
  ref::Tensor t = ref::make_tensor("y", spec::DType::F16, {count});
  std::memcpy(t.storage.data(), raw.data(), std::min(raw.size(), t.storage.size()));
  std::vector<float> out(static_cast<size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) out[static_cast<size_t>(i)] = t.value(i);
  return out;
}

ShapeOutcome judge(const spec::MlpSpec& ms, std::int64_t batch, const Output& out, const ref::Reference& reference) {
  ShapeOutcome o = judge_output(mlp_problem(batch), ms.output_width, to_floats(out.y, batch * ms.output_width), reference);
  o.output_sha256 =
      support::sha256_hex(std::string_view(reinterpret_cast<const char*>(out.y.data()), out.y.size()));
  fail_on_guard_writes(&o, {out.guard_written, batch * ms.output_width + out.first_guard, out.first_guard_value},
                       ms.output_width);
  return o;
}

}  // namespace paritykit::execute::mlp
