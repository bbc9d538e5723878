"""The target facts gamma needs (spec/README.md "Target capability table", CONTRACT.md sections 1, 9).

Only what the documents state is here; `validated_atomics` is not listed in any document
(see README.md, gap list) and was inferred from the configs' expectations and probing the black-box engines.
The matrix shapes of each target are in matrix.py (SHAPES).
"""

AMD_TRIPLE = "amdgcn-amd-amdhsa"
NV_TRIPLE = "nvptx64-nvidia-cuda"


class Target:
    def __init__(self, name, wave, lds_max, scope, isa, async_lds, packed_half, validated_atomics):
        self.name = name
        self.wave = wave
        self.lds_max = lds_max
        self.threads_max = 1024
        self.scope = scope
        self.isa = isa
        self.triple = AMD_TRIPLE if isa == "amdgcn" else NV_TRIPLE
        self.async_lds_loads = async_lds
        self.packed_half_atomics = packed_half
        self.validated_atomics = validated_atomics

    @property
    def amd(self):
        return self.isa == "amdgcn"


_ALL = ("f16", "bf16", "f32")

TARGETS = {
    "gfx1201": Target("gfx1201", 32, 65536, "agent", "amdgcn", False, True, _ALL),
    "gfx1250": Target("gfx1250", 32, 327680, "agent", "amdgcn", True, True, _ALL),
    "gfx942": Target("gfx942", 64, 65536, "agent", "amdgcn", False, True, _ALL),
    "gfx950": Target("gfx950", 64, 163840, "agent", "amdgcn", False, True, _ALL),
    "sm_90": Target("sm_90", 32, 49152, "device", "nvptx", False, False, ("f16", "f32")),
}

# CONTRACT.md section 1: ty(d), sz(d), zero(d); section 7: NZ (-0.0)
TY = {"f16": "half", "bf16": "bfloat", "f32": "float"}
SZ = {"f16": 2, "bf16": 2, "f32": 4}
ZERO = {"f16": "0xH0000", "bf16": "0xR0000", "f32": "0.000000e+00"}
NEGZERO = {"f16": "0xH8000", "bf16": "0xR8000"}
