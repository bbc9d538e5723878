"""CONTRACT.md section 3: the launch decisions of a gemm module, as the emit answer's `launch`
(PROTOCOL.md): one entry per kernel, grid axes written "EXTENT/N" (ceil(EXTENT / N) workgroups)
or "N" (a fixed count)."""
from derived import Derived


def launch(cfg):
    d = Derived(cfg)
    degree = d.degree if d.split else 1
    kernels = [{"name": d.kname, "grid": ["N/%d" % d.tile["n"], "M/%d" % d.tile["m"], str(degree)], "block": d.T}]
    if d.mode == "two_stage":
        kernels.append({"name": d.kname + "_reduce", "grid": ["outputs/256", "1", "1"], "block": 256})
    return {"split": d.mode, "degree": degree, "workspace_floats_per_output": degree if d.mode == "two_stage" else 0,
            "kernels": kernels}
