// The spec model: what a numbered parity config says, the flavor table, the
// facts about each target, and the contract every engine implements.
// This is the ONLY code engine alpha and engine beta share: data, not logic.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace paritykit::spec {

/// Element types a kernel reads or writes. Accumulation is always f32.
enum class DType { F16, BF16, F32 };
/// Memory order of a 2-D operand: row (last index contiguous) or col.
enum class Layout { Row, Col };
/// How the K dimension is split across workgroups.
///  None: one workgroup per output tile, plain stores.
///  Atomic: `degree` workgroups per tile add into the output with float atomics.
///  TwoStage: `degree` workgroups write an f32 workspace; a reduce kernel sums it.
enum class SplitMode { None, Atomic, TwoStage };

/// How the inner products are computed (JSON `math`, required in every family). The loader takes
/// all four; the engines reject a matrix math that the config's target lacks (E_MATH_UNSUPPORTED).
///  Simt: scalar fused multiply-adds, one per thread per element (every target).
///  Wmma: AMD wave matrix instructions (gfx1201, gfx1250).
///  Mfma: AMD matrix fused multiply-add (gfx942, gfx950).
///  Mma:  NVIDIA warp-level mma.sync (sm_90).
enum class Math { Simt, Wmma, Mfma, Mma };
/// How accumulators reach memory (JSON `epilogue`: "direct" or "cshuffle").
///  Direct: each thread stores its own accumulators.
///  Cshuffle: accumulators go through LDS and are re-laid so each thread stores full vectors.
enum class Epilogue { Direct, Cshuffle };
/// How the K loop moves tiles into LDS (JSON `k_loop`: "sync", "double_buffer" or "async"; a gemm
/// config may leave it out for `sync`, a conv_wgrad config names it). The engines reject `async`
/// on a target without asynchronous LDS loads (E_ASYNC_TARGET).
///  Sync: load, barrier, compute, barrier.
///  DoubleBuffer: two LDS stages, the next tile's loads in flight during the math.
///  Async: gfx1250 global_load_async_to_lds into LDS, waited with s_wait_asynccnt.
enum class KLoop { Sync, DoubleBuffer, Async };

const char* to_string(DType d);
const char* to_string(Layout l);
const char* to_string(SplitMode m);
const char* to_string(Math m);
const char* to_string(Epilogue e);
const char* to_string(KLoop k);
/// Size in bytes of one element.
int size_of(DType d);

/// The `gemm` family: D[M][N] = A[M][K] * B[K][N], D row-major.
struct GemmSpec {
  DType a = DType::F32, b = DType::F32, out = DType::F32;
  Layout layout_a = Layout::Row, layout_b = Layout::Row;
  int tile_m = 0, tile_n = 0, tile_k = 0;
  int warps_m = 0, warps_n = 0;
  int vector_a = 1, vector_b = 1;  ///< elements per global load
  int vector_c = 1;  ///< elements of D per store along N (epilogue cshuffle; 1 with direct)
  SplitMode split = SplitMode::None;
  int split_degree = 1;
  Math math = Math::Simt;
  Epilogue epilogue = Epilogue::Direct;
  KLoop k_loop = KLoop::Sync;
};

/// Activation of an `mlp` layer: none (identity), relu, sigmoid (logistic), tanh.
enum class Activation { None, ReLU, Sigmoid, Tanh };
const char* to_string(Activation a);

/// What an `mlp` kernel computes: the inference forward pass (the only one with kernels);
/// `training` loads so that both engines can refuse it with their own code (fail-closed).
enum class MlpMode { Inference, Training };
const char* to_string(MlpMode m);

/// Where an `mlp` kernel keeps the activations between layers: `lds` (the block's rows in LDS,
/// every layer reads them from there) or `registers` (each wave keeps its rows in the matrix
/// accumulators and feeds them to the next layer's product; engines/CONTRACT_MLP.md section 9).
enum class MlpActivations { Lds, Registers };
const char* to_string(MlpActivations a);

/// The `mlp` family: a fused MLP inference forward pass in the shape of tiny-cuda-nn's
/// FullyFusedMLP. The input is padded with zeros to `width` columns inside the kernel, so the
/// layers are width x width (the first and every hidden one) then output_width x width; the
/// parameter buffer (engines/CONTRACT_MLP.md, "Parameters") holds every layer's [out x in]
/// row-major weight matrix in layer order, then, with `bias`, every layer's bias vector.
/// JSON fields: width, input_width, output_width, hidden_layers, activation,
/// output_activation, dtype, math, rows_per_block, bias, mode, and `activations` (may be left
/// out: `lds`, what every config written before it was). The loader checks types and
/// ranges; what a math path cannot tile, LDS, and the mode are the engines' rules.
struct MlpSpec {
  int width = 64;          ///< neurons per hidden layer (engines tile 16, 32, 64, 128)
  int input_width = 64;    ///< input columns (padded to width; more than width is rejected)
  int output_width = 16;   ///< output columns (more than width is rejected)
  int hidden_layers = 1;   ///< 1..8; the network has hidden_layers + 1 weight matrices
  Activation activation = Activation::ReLU;         ///< after every hidden layer
  Activation output_activation = Activation::None;  ///< after the output layer
  DType dtype = DType::F16;  ///< weights, activations and output; only f16
  Math math = Math::Simt;    ///< how each layer's products are computed
  int rows_per_block = 64;   ///< batch rows per workgroup: a multiple of the 16-row tile
  bool bias = false;         ///< each layer adds its bias vector before the activation
  MlpMode mode = MlpMode::Inference;
  MlpActivations activations = MlpActivations::Lds;
};

/// Number of f16 values in an mlp's parameter buffer: (hidden_layers * width + output_width) *
/// width weights, plus hidden_layers * width + output_width biases with `bias`.
/// 64 wide, 64 in and out, 2 hidden layers: 12,288 without bias, 12,480 with.
std::int64_t mlp_param_count(const MlpSpec& ms);

/// The convolution a `conv_wgrad` kernel is tuned for: batch n, input h x w with c channels, k
/// filters of r x s. The kernel takes every size as an argument and computes any shape; these
/// sizes only choose what the engines derive (the automatic split degree, the vector widths) and
/// are the executor's default problem (engines/CONTRACT_WGRAD.md, section 1).
struct ConvShape {
  int n = 1, h = 1, w = 1, c = 1, k = 1, r = 1, s = 1;
};

/// The `conv_wgrad` family: dW[K][R][S][C/groups] = sum over N,P,Q of dY[N][P][Q][K] *
/// X[N][H][W][C] at the tap (p*stride - padding + r*dilation), computed as an implicit GEMM
/// (engines/CONTRACT_WGRAD.md): M = K/groups, N = R*S*C/groups, the reduction N*P*Q.
/// JSON fields: dtype {x, dy, dw}, stride {h, w}, padding {h, w}, dilation {h, w}, groups,
/// split_k {mode, degree: N | "auto"}, math, tile {m, n, k}, warps {m, n}, epilogue, k_loop,
/// lds_k_outer, optional vector {a, b: caps; c: store vector}, problem {n, h, w, c, k, r, s}.
struct ConvWgradSpec {
  DType x = DType::F16, dy = DType::F16, dw = DType::F32;
  int stride_h = 1, stride_w = 1;
  int pad_h = 0, pad_w = 0;
  int dilation_h = 1, dilation_w = 1;
  int groups = 1;  ///< divides C and K (an engine rule against `problem`)
  SplitMode split = SplitMode::None;
  int split_degree = 1;     ///< the JSON degree; meaningless when split_auto
  bool split_auto = false;  ///< degree "auto": the engines' split policy chooses it
  Math math = Math::Simt;
  int tile_m = 64, tile_n = 64, tile_k = 16;
  int warps_m = 2, warps_n = 2;
  Epilogue epilogue = Epilogue::Direct;
  KLoop k_loop = KLoop::Sync;
  bool lds_k_outer = true;  ///< LDS tiles keep the reduction as their outer axis
  int cap_a = 0, cap_b = 0; ///< vector caps (elements) for dY and X; 0 when the config sets none
  int vector_c = 1;         ///< elements of dW per store along N (epilogue cshuffle)
  ConvShape problem;
};

/// What a config expects of both engines.
struct Expect {
  bool accept = true;
  std::string reject_code;  ///< set when !accept
};

/// The kernel families. A family is an entry of family_table(); its spec is the alternative of
/// FamilySpec with the same index (checked at compile time in load.cpp).
enum class Family { Gemm, Mlp, ConvWgrad };
/// The spec of one config: exactly one family's fields.
using FamilySpec = std::variant<GemmSpec, MlpSpec, ConvWgradSpec>;

/// One row of the family table: the name configs and reports use.
struct FamilyInfo {
  Family family;
  std::string_view name;  ///< "gemm", "mlp", "conv_wgrad": the JSON `family` value
};
/// Every family, in enum order.
const std::vector<FamilyInfo>& family_table();
const char* to_string(Family f);
/// nullopt when the name is not a family.
std::optional<Family> find_family(std::string_view name);

/// One numbered config from parity/configs/<family>.json.
struct Config {
  std::string file;    ///< where it was loaded from, for diagnostics
  int id = 0;          ///< unique within its family
  std::string target;  ///< one of the names in target_table()
  std::string title;
  Expect expect;
  FamilySpec spec;     ///< the family's fields; its alternative says the family
  std::string json;    ///< the config object as loaded (compact JSON): what the engine protocol sends

  Family family() const { return static_cast<Family>(spec.index()); }
  /// The family's name, as in the config file and the reports.
  std::string family_name() const { return to_string(family()); }
  /// The spec of family F; nullptr when the config is of another family.
  template <typename F>
  const F* as() const { return std::get_if<F>(&spec); }
};

/// A config file: its family, its index lines and its configs in file order.
struct ConfigFile {
  std::string path;
  Family family = Family::Gemm;
  std::vector<std::string> index;
  std::vector<Config> configs;
  /// The config with this id; nullptr when the file has none.
  const Config* find(int id) const;
};

/// The loaders below read strictly: an unknown field, a wrong type, an out-of-range value, a
/// duplicate id or key, malformed JSON, an index not matching the ids, an unreadable file. On such
/// input they return false with `*err` naming file, config id and JSON pointer, and leave `*out`
/// as it was; they never throw for any input.

/// Parse one config file.
bool load_config_file(const std::string& path, ConfigFile* out, std::string* err);
/// Same, from text already in memory; `path` is used only in messages.
bool parse_config_text(const std::string& text, const std::string& path, ConfigFile* out, std::string* err);
/// Parse one config object (the schema of an entry of `configs`).
bool parse_config_object(const std::string& json_text, const std::string& path, Config* out, std::string* err);

/// The instruction set a target's kernels are written for; engines key their lowering by it.
///  Amdgcn: AMDGPU (HSA code objects, amdgpu_kernel, llvm.amdgcn.* intrinsics).
///  Nvptx: NVIDIA PTX (ptx_kernel, llvm.nvvm.* intrinsics).
enum class Isa { Amdgcn, Nvptx };
const char* to_string(Isa i);

/// Where one lane's elements of a matrix instruction's operand lie. The operand is a tile of
/// rows x cols: A is m x k, B is n x k (B transposed), C is m x n. Lane l splits into
/// lo = l % lane_split and hi = l / lane_split; its first element is at
///   (row0, col0) = row_from_lo ? (lo * row_scale, hi * col_scale) : (hi * row_scale, lo * col_scale).
/// The lane's elements come in runs of `run` consecutive elements along the columns (A, B: along
/// k) or, with `run_along_rows`, along the rows; run r starts at (row0, col0) + runs[r]. Element
/// e of the intrinsic's operand list is element e % run of run e / run.
struct FragmentLayout {
  struct Offset {
    int row = 0, col = 0;
    bool operator==(const Offset&) const = default;
  };
  int lane_split = 16;
  bool row_from_lo = true;
  int row_scale = 1, col_scale = 1;
  int run = 1;
  bool run_along_rows = false;
  std::vector<Offset> runs;
  /// Elements per lane.
  int elements() const { return run * static_cast<int>(runs.size()); }
  bool operator==(const FragmentLayout&) const = default;
};

/// How a matrix intrinsic takes its operands (the argument lists are in docs/targets.md).
///  Wmma:       (A, B, C) as vectors: gfx12's 16x16x16.
///  WmmaMods:   (i1 neg_a, A, i1 neg_b, B, i16 c_mod, C, i1 reuse_a, i1 reuse_b): gfx1250, or without
///              neg_a and neg_b where the flavor says so (Flavor::wmma_neg_operands).
///  Mfma:       (A, B, C, i32 cbsz, i32 abid, i32 blgp).
///  MmaSync:    each run of A and B is one argument, C is one float per element, D a struct.
enum class MatrixCall { Wmma, WmmaMods, Mfma, MmaSync };

/// How an intrinsic wants its 16-bit input elements.
///  Native: half or bfloat vectors.
///  Int16: bf16 as i16 vectors (the bits unchanged).
///  Int32PerRun: each run of two elements as one i32 (the bits unchanged).
enum class FragmentBits { Native, Int16, Int32PerRun };

/// The intrinsic of one matrix instruction for one input type.
struct MatrixIntrinsic {
  DType input = DType::F16;
  std::string name;
  FragmentBits bits = FragmentBits::Native;
  bool operator==(const MatrixIntrinsic&) const = default;
};

/// One matrix instruction a target has: D[m x n] (acc) += A[m x k] * B[k x n] for each input
/// type of `intrinsics` (A and B the same), reached through `math`. Checked with llc 19 and 22
/// (docs/targets.md lists the intrinsics; spec/src/targets.cpp cites each layout's source).
struct MatrixShape {
  Math math = Math::Simt;
  int m = 0, n = 0, k = 0;
  std::vector<MatrixIntrinsic> intrinsics;
  DType accumulator = DType::F32;
  MatrixCall call = MatrixCall::Wmma;
  FragmentLayout a, b, c;
  /// The intrinsic for `input`, or nullptr.
  const MatrixIntrinsic* intrinsic(DType input) const;
  bool operator==(const MatrixShape&) const = default;
};

/// What the toolchain stage makes of a target's module, and what loads it.
///  CodeObject: an AMDGPU HSA code object (ELF, linked by ld.lld), loaded by HIP or the CPU
///              emulation device; the ISA audit reads it.
///  Ptx:        PTX text (llc's output), loaded by the CUDA driver.
enum class ArtifactKind { CodeObject, Ptx };

/// The file the toolchain stage writes for a config of this target: <family>_<id><extension>.
struct TargetArtifact {
  ArtifactKind kind = ArtifactKind::CodeObject;
  std::string extension;  ///< ".co" (code object), ".ptx"
};

/// The toolchain's steps for a target, after llvm-as: llc -O3 -mtriple=<triple> -mcpu=<name>
/// <llc_flags>, then, for a linked artifact, ld.lld <link_flags> on llc's object. parity-run's
/// toolchain stage and its reproducer scripts both build their command lines from this.
struct TargetToolchain {
  std::vector<std::string> llc_flags;  ///< "-filetype=obj" (an object to link), "-mattr=+ptx80"
  /// ld.lld's flags when llc's object is linked into the artifact ("-shared", "--no-undefined":
  /// a misspelled intrinsic is then an undefined symbol that fails the link); nullopt: llc's
  /// output is the artifact.
  std::optional<std::vector<std::string>> link_flags;
  /// llc reports each kernel's resource usage (-pass-remarks-analysis=kernel-resource-usage); the
  /// stage keeps the remarks beside the artifact and the audit checks its figures against them.
  bool resource_remarks = false;
};

/// The limits of a target that the ISA audit's occupancy estimate uses, beside the row's wave
/// size (LLVM 22, measured against llc's remarks; isa_audit/README.md, "Occupancy estimate").
struct OccupancyLimits {
  int max_waves_per_simd = 0;  ///< getMaxWavesPerEU
  int simds_per_cu = 0;        ///< getEUsPerCU (a WGP counts as the CU in WGP mode)
  int64_t lds_per_cu = 0;      ///< addressable LDS per CU/WGP (not lds_bytes_max: per workgroup)
  int max_barriers = 0;        ///< workgroups per CU limited by barrier resources
  int vgpr_total = 0;          ///< VGPRs per SIMD lane for this wave size
  int vgpr_granule = 0;        ///< allocation granule
  bool sgpr_limits = false;    ///< gfx9: SGPRs limit waves (<=80:10, <=88:9, <=100:8, else 7)
  bool operator==(const OccupancyLimits&) const = default;
};

/// One target, complete: what both engines need, and what every stage after them reads (the
/// toolchain, the audit, the executors, the reports). Nothing outside this table and the engines'
/// own lowering tables branches on an ISA (docs/adding-a-target.md; measured: docs/targets.md).
struct TargetInfo {
  std::string name;         ///< gfx1201, gfx1250, gfx942, gfx950, sm_90
  Isa isa = Isa::Amdgcn;    ///< what the engines key their lowering by (the stages after them read the fields below)
  std::string triple;       ///< amdgcn-amd-amdhsa, nvptx64-nvidia-cuda
  int wave_size = 32;       ///< 32 (gfx12, sm_90) or 64 (gfx9)
  int lds_bytes_max = 0;    ///< static LDS / shared memory per workgroup
  int threads_max = 1024;   ///< workgroup size limit
  std::string atomic_scope; ///< syncscope for device-wide atomics: "agent" or "device"
  /// Output dtypes whose split-K float atomics were compiled and checked on this target.
  std::vector<DType> validated_atomics;
  /// The matrix instructions of this target, each shape once per math path.
  std::vector<MatrixShape> matrix;
  /// global_load_async_to_lds + s_wait_asynccnt exist (gfx1250).
  bool async_lds_loads = false;
  /// A packed <2 x half> atomicrmw fadd is one native, unfenced instruction
  /// (global_atomic_pk_add_f16); elsewhere it is a compare-and-swap loop.
  bool packed_half_atomics = false;
  /// Compute units (AMD CUs, NVIDIA SMs) of the part the target is measured on: the conv_wgrad
  /// split policy's only target fact (engines/CONTRACT_WGRAD.md, section 3).
  int compute_units = 0;
  /// What the toolchain stage writes, and how (the steps and flags after llvm-as).
  TargetArtifact artifact;
  TargetToolchain toolchain;
  /// EF_AMDGPU_MACH_* in a code object's e_flags (support::amdgpu's table agrees, a test checks);
  /// nullopt for a target whose artifact is no ELF.
  std::optional<uint32_t> elf_mach;
  /// The ISA audit reads this target's artifacts and estimates occupancy with these limits;
  /// nullopt: the audit does not read them (PTX).
  std::optional<OccupancyLimits> audit_limits;
};

/// All targets, by name.
const std::map<std::string, TargetInfo>& target_table();
/// nullptr when the name is unknown.
const TargetInfo* find_target(const std::string& name);

/// One LLVM flavor from parity/flavors.json.
struct Flavor {
  std::string name;                ///< llvm19 ...
  int llvm_major = 0;
  std::string tool_dir;            ///< tool directory, pattern already expanded
  std::string nocapture_attr;      ///< "nocapture" or "captures(none)"
  /// The release's native forms of the intrinsics it renamed or reshaped (engines/CONTRACT.md
  /// section 10; the facts: parity/llvm_releases/llvm<major>.json):
  /// NVPTX's workgroup barrier, "llvm.nvvm.barrier0" or "llvm.nvvm.barrier.cta.sync.aligned.all";
  std::string nvptx_barrier;
  /// NVPTX's f32 2^x, "llvm.nvvm.ex2.approx.f" or "llvm.nvvm.ex2.approx.f32";
  std::string nvptx_exp2;
  /// whether gfx1250's 16x16x32 WMMA (MatrixCall::WmmaMods) takes the i1 neg_a / neg_b operands
  /// (8 operands) or not (6).
  bool wmma_neg_operands = true;
  std::vector<std::string> targets;///< targets whose llc exists in this LLVM
  bool measured = false;           ///< facts checked on a real install of this LLVM
  std::string note;
  std::string json;                ///< the table entry as loaded (compact JSON): what the engine protocol sends
  bool has_target(const std::string& t) const;
};

/// The flavor table, in file order.
struct FlavorTable {
  std::vector<Flavor> flavors;
  const Flavor* find(const std::string& name) const;
};

/// Load parity/flavors.json strictly (same error rules and returns as the config loaders).
bool load_flavor_table(const std::string& path, FlavorTable* out, std::string* err);
bool parse_flavor_text(const std::string& text, const std::string& path, FlavorTable* out, std::string* err);
/// Parse one entry of the table's `flavors` (what the engine protocol sends); its tool_dir is
/// empty, since the pattern is the table's.
bool parse_flavor_object(const std::string& json_text, const std::string& path, Flavor* out, std::string* err);

/// The f16 and bf16 split-K caps (spec/README.md, "Split-K degree caps").
constexpr int kF16AtomicAccuracyCap = 97;   ///< largest d with gamma_d(2^-11) <= 5e-2
constexpr int kBF16AtomicAccuracyCap = 12;  ///< largest d with gamma_d(2^-8) <= 5e-2
constexpr int kHalfAtomicLimit = 128;       ///< 16-bit atomic partial-count limit
constexpr int kSplitDegreeMax = 256;

// ---------------------------------------------------------------- engines

/// An engine's decision about a spec. Both engines must agree on all three.
struct Verdict {
  bool accepted = false;
  std::string code;     ///< E_* when rejected, empty when accepted
  std::string message;  ///< human text, identical across engines
  bool operator==(const Verdict&) const = default;
};

/// One axis of a kernel's grid, a rule over the problem (kernels take every problem size as an
/// argument, so a grid is not a number): ceil(extent / per_workgroup) workgroups, `extent` being
/// one of the family's launch extents (its contract's launch section names them: gemm `M`, `N`,
/// `outputs`; mlp `B`; conv_wgrad `M`, `N`, `outputs`), or a fixed count of per_workgroup
/// workgroups where `extent` is empty. Written "N/64" or "4".
struct GridAxis {
  std::string extent;              ///< empty: a fixed count
  std::int64_t per_workgroup = 1;  ///< >= 1: extent elements per workgroup, or the count
  bool operator==(const GridAxis&) const = default;
};
/// "N/64", or "4" for a fixed count.
std::string to_string(const GridAxis& a);

/// How one kernel of a module is launched: its grid (x, y, z) and its block (threads, 1, 1).
struct KernelLaunch {
  std::string kernel;  ///< the kernel's symbol, as in Module::kernels
  GridAxis grid[3];
  int block_threads = 0;
  bool operator==(const KernelLaunch&) const = default;
};

/// The launch decisions an engine made for a module, as data: what the host needs, besides the
/// kernels' argument lists, to launch it on any problem the contract admits. Both engines must
/// state the same decisions (compare_engines), and the executor launches from them after checking
/// them against its own derivation (execute/README.md, "Launch decisions").
struct LaunchDecisions {
  SplitMode split = SplitMode::None;  ///< how K is split: the policy's answer for conv_wgrad
  int split_degree = 1;               ///< K slices per output tile: 1 with mode none
  /// f32 workspace elements per output element: split_degree for two_stage, else 0.
  int workspace_floats_per_output = 0;
  std::vector<KernelLaunch> kernels;  ///< one per kernel, in module order
  bool operator==(const LaunchDecisions&) const = default;
};
/// One line, for messages: "split two_stage 4, workspace 4 floats per output; paritykit_gemm_5
/// grid (N/64, M/64, 4) block 256; paritykit_gemm_5_reduce grid (outputs/256, 1, 1) block 256".
std::string to_string(const LaunchDecisions& d);
/// Compact JSON, keys in this order: {"split":"two_stage","degree":4,"workspace_floats_per_output":4,
/// "kernels":[{"name":"paritykit_gemm_5","grid":["N/64","M/64","4"],"block":256}, ...]}: the
/// `launch` of the engine protocol's emit answer (engines/PROTOCOL.md).
std::string to_json(const LaunchDecisions& d);
/// Parses to_json's form strictly: no field missing or unknown, split a mode name, degree in
/// 1..kSplitDegreeMax, workspace >= 0, at least one kernel, a grid of three axes each "EXTENT/N"
/// or "N" with N >= 1 (EXTENT: letters and '_'), block >= 1. False with `*err` naming the JSON
/// pointer ("/kernels/0/grid/1: expected \"EXTENT/N\" or \"N\" with N >= 1, got \"M/0\""); never throws.
bool parse_launch_decisions(std::string_view json_text, LaunchDecisions* out, std::string* err);

/// What an engine emits for an accepted spec.
struct Module {
  std::string ir_text;
  std::vector<std::string> kernels;  ///< kernel symbols in module order
  LaunchDecisions launch;            ///< how to launch them (its kernels are `kernels`, in order)
};

/// The contract of an engine (alpha, beta, or an external one).
class Engine {
 public:
  virtual ~Engine() = default;
  virtual std::string name() const = 0;
  /// Accept or reject the config under the flavor. Never throws for a loaded config.
  virtual Verdict validate(const Config& config, const Flavor& flavor) const = 0;
  /// Emit the module of an accepted config. May throw std::exception on an internal error.
  virtual Module emit(const Config& config, const Flavor& flavor) const = 0;
};

}  // namespace paritykit::spec
