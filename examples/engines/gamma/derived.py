"""CONTRACT.md section 1: derived quantities and the operand tiles."""
from targets import TARGETS, SZ, TY


class Operand:
    """One operand's LDS tile (CONTRACT.md section 1, "Operand tiles")."""

    def __init__(self, x, layout, tile, V, E, T, KB):
        self.x = x
        self.X = x.upper()
        self.V = V
        self.E = E
        m, n, k = tile["m"], tile["n"], tile["k"]
        if x == "a":
            if layout == "row":   # outer M, inner K
                self.rows, self.O0, self.OB = m, "%m0", "%M"
                self.cont, self.I0, self.IB = k, "%k0", KB
                self.ld = "%K"
                self.outer_axis = "M"
            else:                 # outer K, inner M
                self.rows, self.O0, self.OB = k, "%k0", KB
                self.cont, self.I0, self.IB = m, "%m0", "%M"
                self.ld = "%M"
                self.outer_axis = "K"
        else:
            if layout == "row":   # outer K, inner N
                self.rows, self.O0, self.OB = k, "%k0", KB
                self.cont, self.I0, self.IB = n, "%n0", "%N"
                self.ld = "%N"
                self.outer_axis = "K"
            else:                 # outer N, inner K
                self.rows, self.O0, self.OB = n, "%n0", "%N"
                self.cont, self.I0, self.IB = k, "%k0", KB
                self.ld = "%K"
                self.outer_axis = "N"
        self.S = self.cont + V
        self.elems = self.rows * self.S
        self.bytes = self.elems * SZ[E]
        self.T = T
        # PR, L only meaningful once rule 6 passed
        self.PR = self.cont // V if V else 0
        self.loads = self.rows * self.PR
        self.L = self.loads // T if T else 0
        self.ty = TY[E]
        self.sz = SZ[E]

    def stride(self, axis):
        """LDS stride of a step along `axis`: S on the outer axis, else 1."""
        return self.S if axis == self.outer_axis else 1


class Derived:
    def __init__(self, cfg):
        self.cfg = cfg
        self.id = cfg["id"]
        self.t = TARGETS[cfg["target"]]
        self.W = self.t.wave
        self.LN = 8
        self.LM = self.W // 8
        wm, wn = cfg["warps"]["m"], cfg["warps"]["n"]
        self.wm, self.wn = wm, wn
        self.T = wm * wn * self.W
        self.R = wm * self.LM
        self.C = wn * self.LN
        self.tile = cfg["tile"]
        self.TM = self.tile["m"] // self.R
        self.TN = self.tile["n"] // self.C
        sk = cfg["split_k"]
        self.mode = sk["mode"]
        self.degree = sk["degree"]
        self.dt = cfg["dtype"]
        self.out = self.dt["out"]
        self.G = 2 if self.mode == "atomic" and self.out in ("f16", "bf16") else 1
        self.split = self.mode in ("atomic", "two_stage")
        self.KB = "%kend" if self.split else "%K"
        self.kname = "paritykit_gemm_%d" % self.id
        vec = cfg["vector"]
        self.VC = vec.get("c", 1)
        self.epilogue = cfg["epilogue"]
        self.math = cfg["math"]
        self.k_loop = cfg.get("k_loop", "sync")
        self.ST = "f32" if self.mode == "two_stage" else self.out
        self.SC = self.tile["n"] + self.VC
        self.PC = self.tile["n"] // self.VC
        self.LC = self.tile["m"] * self.PC // self.T
        self.AC = min(self.VC * SZ[self.ST], 16)
        self.a = Operand("a", cfg["layout"]["a"], self.tile, vec["a"], self.dt["a"], self.T, self.KB)
        self.b = Operand("b", cfg["layout"]["b"], self.tile, vec["b"], self.dt["b"], self.T, self.KB)
        self.stages = 2 if self.k_loop == "double_buffer" else 1
        self.plan = None  # matrix.Plan on a matrix path (section 11), set by emit
